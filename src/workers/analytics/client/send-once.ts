// Data the analytics worker keeps between runs (orders, rollups): sent in
// chunks, each copy its own main-thread task, and only to a worker that does
// not hold this very array yet: a new worker (the last one was ended), or new
// data (the replica views make a new array when anything changes).

/**
 * A sender for one kind of data and one worker instance: `send(api, items,
 * load)` copies `items` through `load` in chunks of `chunkSize`, slimmed, the
 * first chunk marked so the worker drops what it held; a second call with the
 * same worker and array sends nothing.
 */
export function sendOnce<T, S>(chunkSize: number, slim: (items: readonly T[]) => S[]) {
  let sent: { api: unknown; items: readonly T[] } | null = null;
  return async (api: unknown, items: readonly T[], load: (chunk: S[], first: boolean) => Promise<unknown>): Promise<void> => {
    if (sent && sent.api === api && sent.items === items) return;
    sent = null;
    for (let i = 0; i === 0 || i < items.length; i += chunkSize) await load(slim(items.slice(i, i + chunkSize)), i === 0);
    sent = { api, items };
  };
}
