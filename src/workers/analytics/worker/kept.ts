// What the analytics worker keeps between runs (client/send-once.ts sends it):
// filled chunk by chunk, a first chunk starting a new set.

export function keptSet<T>() {
  let items: T[] = [];
  return {
    /** `first`: the start of a new set (the old one is dropped). Returns how many are kept. */
    load(chunk: readonly T[], first: boolean): number {
      if (first) items = [];
      for (const item of chunk) items.push(item);
      return items.length;
    },
    get items(): readonly T[] {
      return items;
    },
  };
}
