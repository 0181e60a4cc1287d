// A time limit on work the user waits for (doc 2 §9: a category save gives up
// after 10 s). Saves only queue a command locally, so what can hang is the
// device's own storage; the work itself is not cancelled (IndexedDB cannot be),
// the user just stops waiting for it.

export type Timed<T> = { timedOut: false; value: T } | { timedOut: true };

/** Settles with the work's value, or with `timedOut` once `ms` pass first. A failure of the work still rejects. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<Timed<T>> {
  return new Promise<Timed<T>>((resolve, reject) => {
    const timer = setTimeout(() => resolve({ timedOut: true }), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve({ timedOut: false, value });
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** How a form's save ended, for the form to say so. */
export type SaveOutcome =
  | { kind: 'saved' }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'failed'; message: string };

/**
 * Runs a save that answers field errors (or null when done) under a time
 * limit. A time-out or a storage failure keeps the form as it is, with a message.
 */
export async function saveWithin(
  save: () => Promise<Record<string, string> | null>,
  ms: number,
  messages: { timedOut: string; failed: string },
): Promise<SaveOutcome> {
  try {
    const result = await withTimeout(save(), ms);
    if (result.timedOut) return { kind: 'failed', message: messages.timedOut };
    return result.value ? { kind: 'invalid', errors: result.value } : { kind: 'saved' };
  } catch {
    return { kind: 'failed', message: messages.failed };
  }
}
