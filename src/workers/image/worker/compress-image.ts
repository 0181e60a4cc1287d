// Compresses one menu image: fit within 1200x1200, then the quality ladder.
// Runs inside the image worker, or on the main thread when workers fail.
import imageCompression from 'browser-image-compression';
import { runQualityLadder } from '../shared/quality-ladder';
import { compressionOptions } from '../shared/settings';

export interface CompressImageInput {
  buffer: ArrayBuffer;
  type: string;
  name: string;
}

export interface CompressImageOutput {
  buffer: ArrayBuffer;
  type: string;
  quality: number;
}

export async function compressImage(input: CompressImageInput): Promise<CompressImageOutput> {
  const file = new File([input.buffer], input.name, { type: input.type });
  const { blob, quality } = await runQualityLadder((q) => imageCompression(file, compressionOptions(q, input.type)));
  return { buffer: await blob.arrayBuffer(), type: blob.type, quality };
}
