// Compresses a menu image off the main thread (doc 2 §5 "Image"): images of
// 1 MB or less pass through untouched; larger ones go to the image worker. If
// workers cannot run here, the same code runs on the main thread instead.
import { transfer } from 'comlink';
import { MESSAGES } from '../../../domain/shared/messages';
import { needsCompression } from '../../../domain/menu/image-validation';
import { createLazyWorker, WorkerUnavailableError } from '../../lib/lazy-worker';
import { IMAGE_WORKER_IDLE_MS } from '../shared/settings';
import type { CompressImageInput, CompressImageOutput } from '../worker/compress-image';
import type { ImageWorkerApi } from '../worker/index';

/** Carries the spec's text; `cause` keeps the technical reason for logs. */
export class ImageProcessingError extends Error {
  constructor(cause: unknown) {
    super(MESSAGES.menu.imageFailed, { cause });
    this.name = 'ImageProcessingError';
  }
}

export interface CompressedImage {
  file: File;
  /** The ladder's quality, or undefined when the image passed through unchanged. */
  quality?: number;
  ranIn: 'worker' | 'main-thread' | 'not-needed';
}

const imageWorker = createLazyWorker<ImageWorkerApi>(
  () => new Worker(new URL('../worker/index.ts', import.meta.url), { type: 'module', name: 'image' }),
  IMAGE_WORKER_IDLE_MS,
);

async function inputOf(file: File): Promise<CompressImageInput> {
  return { buffer: await file.arrayBuffer(), type: file.type, name: file.name };
}

async function onMainThread(file: File): Promise<CompressImageOutput> {
  const { compressImage } = await import('../worker/compress-image');
  return compressImage(await inputOf(file));
}

async function compress(file: File, signal?: AbortSignal): Promise<{ output: CompressImageOutput; ranIn: CompressedImage['ranIn'] }> {
  try {
    const input = await inputOf(file);
    // The bytes move to the worker (transferred, not copied); `file` still has its own.
    const output = await imageWorker.run((api) => api.compressImage(transfer(input, [input.buffer])), signal);
    return { output, ranIn: 'worker' };
  } catch (error) {
    if (!(error instanceof WorkerUnavailableError)) throw error;
    signal?.throwIfAborted();
    return { output: await onMainThread(file), ranIn: 'main-thread' };
  }
}

/**
 * Rejects with the signal's reason when aborted (the worker is ended), and
 * with ImageProcessingError when the image cannot be decoded or encoded.
 */
export async function compressImageFile(file: File, options: { signal?: AbortSignal } = {}): Promise<CompressedImage> {
  const { signal } = options;
  signal?.throwIfAborted();
  if (!needsCompression(file.size)) return { file, ranIn: 'not-needed' };
  try {
    const { output, ranIn } = await compress(file, signal);
    const result = new File([output.buffer], file.name, { type: output.type, lastModified: Date.now() });
    return { file: result, quality: output.quality, ranIn };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new ImageProcessingError(error);
  }
}
