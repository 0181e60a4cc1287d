import { describe, expect, it } from 'vitest';
import { checkpointAt, compareCheckpoints, compareStamps, pullPage, stampMinus, type PullCheckpoint, type Stamp, type PullSource, type StampedDoc } from './checkpoint';

type PullGroupRead<T> = (at: Stamp, afterId: string, limit: number) => Promise<StampedDoc<T>[]>;

/** Answers the two queries as Firestore would, over an in-memory list. */
function memorySource(docs: StampedDoc<null>[]): PullSource<null> & { sameStamp: PullGroupRead<null> } {
  const sorted = [...docs].sort((a, b) => compareCheckpoints({ ...a.stamp, id: a.id }, { ...b.stamp, id: b.id }));
  return {
    sameStamp: async (at, afterId, limit) =>
      sorted.filter((d) => compareStamps(d.stamp, at) === 0 && d.id > afterId).slice(0, limit),
    after: async (at, limit) => sorted.filter((d) => !at || compareStamps(d.stamp, at) > 0).slice(0, limit),
  };
}
const doc = (id: string, seconds: number, nanoseconds = 0): StampedDoc<null> => ({ id, stamp: { seconds, nanoseconds }, data: null });

async function pullAll(source: PullSource<null>, batchSize: number) {
  let checkpoint: PullCheckpoint | undefined;
  const seen: string[] = [];
  for (let pages = 0; pages < 100; pages++) {
    const page = await pullPage(source, checkpoint, batchSize);
    seen.push(...page.documents.map((d) => d.id));
    checkpoint = page.checkpoint;
    if (page.documents.length < batchSize) return { seen, pages: pages + 1, checkpoint };
  }
  throw new Error('the pull never finished');
}

/** The same list, answering "after (stamp, id)" in one read as a cursor on both does; counts the reads. */
function cursorSource(docs: StampedDoc<null>[]) {
  const sorted = [...docs].sort((a, b) => compareCheckpoints({ ...a.stamp, id: a.id }, { ...b.stamp, id: b.id }));
  const reads: string[] = [];
  const source: PullSource<null> = {
    after: async (...args) => (reads.push('after'), memorySource(docs).after(...args)),
    afterCheckpoint: async (at, limit) => (reads.push('afterCheckpoint'), sorted.filter((d) => compareCheckpoints({ ...d.stamp, id: d.id }, at) > 0).slice(0, limit)),
  };
  return { source, reads };
}

describe('pullPage', () => {
  it('reads a page after a checkpoint in one query where the source takes a cursor on stamp and id', async () => {
    const docs = Array.from({ length: 250 }, (_, i) => doc(`d${String(i).padStart(3, '0')}`, 1700000000, i < 150 ? 123456000 : 0));
    const { source, reads } = cursorSource(docs);
    const { seen, pages } = await pullAll(source, 100);
    expect(new Set(seen).size).toBe(250);
    expect(pages).toBe(3);
    expect(reads).toEqual(['after', 'afterCheckpoint', 'afterCheckpoint']);
  });

  it('gets past more documents sharing one microsecond stamp than a page holds', async () => {
    const docs = Array.from({ length: 250 }, (_, i) => doc(`d${String(i).padStart(3, '0')}`, 1700000000, 123456000));
    const { seen, pages } = await pullAll(memorySource(docs), 100);
    expect(seen).toHaveLength(250);
    expect(new Set(seen).size).toBe(250);
    expect(pages).toBe(3);
  });

  it('mixes a stamp group with later stamps in one page, in order', async () => {
    const source = memorySource([doc('b', 1, 5), doc('a', 1, 5), doc('c', 2), doc('d', 1, 6)]);
    const first = await pullPage(source, undefined, 2);
    expect(first.documents.map((d) => d.id)).toEqual(['a', 'b']);
    expect(first.checkpoint).toEqual({ seconds: 1, nanoseconds: 5, id: 'b' });
    const second = await pullPage(source, first.checkpoint, 5);
    expect(second.documents.map((d) => d.id)).toEqual(['d', 'c']);
  });

  it('keeps the checkpoint when nothing is new', async () => {
    const checkpoint = { seconds: 9, nanoseconds: 1, id: 'z' };
    expect(await pullPage(memorySource([doc('a', 1)]), checkpoint, 10)).toEqual({ documents: [], checkpoint });
  });

  it('orders checkpoints by seconds, nanoseconds, then id', () => {
    const list: PullCheckpoint[] = [
      { seconds: 2, nanoseconds: 0, id: 'a' },
      { seconds: 1, nanoseconds: 7, id: 'a' },
      { seconds: 1, nanoseconds: 7, id: 'b' },
      { seconds: 1, nanoseconds: 6, id: 'z' },
    ];
    expect([...list].sort(compareCheckpoints).map((c) => `${c.seconds}.${c.nanoseconds}.${c.id}`)).toEqual([
      '1.6.z', '1.7.a', '1.7.b', '2.0.a',
    ]);
  });
});

describe('late arrivals', () => {
  /** Like memorySource, with documents that become visible only when `reveal` is called. */
  function lateSource(visible: StampedDoc<null>[]) {
    const docs = [...visible];
    return {
      reveal: (d: StampedDoc<null>) => docs.push(d),
      source: {
        sameStamp: (at: PullCheckpoint, afterId: string, limit: number) => memorySource(docs).sameStamp(at, afterId, limit),
        after: (at: PullCheckpoint | undefined, limit: number) => memorySource(docs).after(at, limit),
        between: async (from: { seconds: number; nanoseconds: number }, to: { seconds: number; nanoseconds: number }, limit: number) =>
          docs.filter((d) => compareStamps(d.stamp, from) >= 0 && compareStamps(d.stamp, to) <= 0)
            .sort((a, b) => compareStamps(b.stamp, a.stamp)).slice(0, limit),
      } satisfies PullSource<null>,
    };
  }

  it('a document stamped before the checkpoint but visible after it is pulled by the next page', async () => {
    const { source, reveal } = lateSource([doc('b', 100)]);
    const first = await pullPage(source, undefined, 10, { lateWindowMs: 10_000 });
    expect(first.documents.map((d) => d.id)).toEqual(['b']);
    // 'a' committed with a stamp 2 s before 'b', but shows only now.
    reveal(doc('a', 98));
    const without = await pullPage(source, first.checkpoint, 10);
    expect(without.documents).toEqual([]);
    const next = await pullPage(source, first.checkpoint, 10, { lateWindowMs: 10_000 });
    expect(next.documents.map((d) => d.id)).toContain('a');
    // The checkpoint never moves back.
    expect(next.checkpoint).toEqual(first.checkpoint);
  });

  it('the re-read keeps the page under the batch size, so a pull always ends, and the window bounds it', async () => {
    const { source } = lateSource(Array.from({ length: 30 }, (_, i) => doc(`d${String(i).padStart(2, '0')}`, 100 + i)));
    const checkpoint = { seconds: 129, nanoseconds: 0, id: 'd29' };
    const page = await pullPage(source, checkpoint, 10, { lateWindowMs: 10_000 });
    expect(page.documents).toHaveLength(9);
    expect(page.documents.every((d) => d.stamp.seconds >= 119)).toBe(true);
    const far = await pullPage(source, { seconds: 500, nanoseconds: 0, id: 'x' }, 10, { lateWindowMs: 10_000 });
    expect(far.documents).toEqual([]);
  });

  it('a larger page than RxDB asked for still keeps its re-read under RxDB\'s page size', async () => {
    const { source } = lateSource(Array.from({ length: 30 }, (_, i) => doc(`d${String(i).padStart(2, '0')}`, 100 + i)));
    const page = await pullPage(source, { seconds: 129, nanoseconds: 0, id: 'd29' }, 500, { lateWindowMs: 10_000, lateRoom: 5 });
    expect(page.documents).toHaveLength(4);
  });

  it('moves a stamp back across a second boundary', () => {
    expect(stampMinus({ seconds: 10, nanoseconds: 5_000_000 }, 10)).toEqual({ seconds: 9, nanoseconds: 995_000_000 });
  });
});

describe('a checkpoint at an instant (the window of orders)', () => {
  it('stands a nanosecond before it, with no id, so the first page starts with the documents stamped at it', async () => {
    const at = checkpointAt(Date.UTC(2026, 0, 1, 0, 0, 0, 250));
    expect(at).toEqual({ seconds: Date.UTC(2026, 0, 1) / 1000, nanoseconds: 249_999_999, id: '' });
    const asked: string[] = [];
    const page = await pullPage<unknown>({
      sameStamp: async () => {
        asked.push('sameStamp');
        return [];
      },
      after: async (stamp) => {
        asked.push(`after ${stamp?.nanoseconds}`);
        return [];
      },
    }, at, 100);
    // No 'rest of the stamp group' query: Firestore refuses documentId() > ''.
    expect(asked).toEqual(['after 249999999']);
    expect(page.checkpoint).toEqual(at);
  });
});
