// The image worker's entry: exposes its functions through comlink. The client
// derives its types from `ImageWorkerApi`; there is no hand-written protocol.
import { expose, transfer } from 'comlink';
import { compressImage, type CompressImageInput } from './compress-image';

const api = {
  /** The result's bytes are transferred back, not copied. */
  async compressImage(input: CompressImageInput) {
    const output = await compressImage(input);
    return transfer(output, [output.buffer]);
  },
};

export type ImageWorkerApi = typeof api;

expose(api);
