// Work that can be cut short: the reader's steps race the reading's
// AbortSignal, and whoever owns the work (the OCR worker, a pdf.js render)
// is ended by `stop` when the signal fires, so nothing goes on computing for
// a reading that has already failed.

/** Settles with `work`, or rejects with the signal's reason once it aborts, after calling `stop`. */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined, stop: () => unknown = () => undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) {
    stop();
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      stop();
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
