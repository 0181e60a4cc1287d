import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyCommand } from '../../domain/sync/commands';
import { Outbox } from './outbox';

const rename = (id: string): AnyCommand => ({
  id, type: 'category.update', storeId: 's', payload: { categoryId: 'c', updates: { name: id } },
});
let uid = 0;
let open: Outbox[] = [];
const fresh = (name = `u${uid++}`) => {
  const box = new Outbox(name);
  open.push(box);
  return box;
};
afterEach(async () => {
  for (const box of open) box.close();
  await Promise.all(open.map((b) => Outbox.destroy(b.uid)));
  open = [];
});

describe('Outbox', () => {
  it('keeps commands in the order they were queued', async () => {
    const box = fresh();
    for (const id of ['a', 'b', 'c']) await box.enqueue(rename(id));
    expect((await box.all()).map((e) => [e.id, e.status])).toEqual([['a', 'queued'], ['b', 'queued'], ['c', 'queued']]);
    expect((await box.nextQueued())?.id).toBe('a');
  });

  it('counts what signing out would lose: queued and refused, not delivered, in every store', async () => {
    const box = fresh();
    for (const id of ['a', 'b', 'c', 'd']) await box.enqueue(rename(id));
    await box.enqueue({ ...rename('e'), storeId: 'another-store' });
    await box.markDelivered('a', 1);
    await box.markFailed('b', { code: 'invalid-argument', message: 'Category name is required' });
    expect(await box.unsent()).toEqual({ pending: 3, refused: 1 });
  });

  it("keeps each member's changes apart on a shared device: another member signed in sees, counts and sends none of them", async () => {
    const ana = fresh('ana-on-the-tablet');
    const ben = fresh('ben-on-the-tablet');
    await ana.enqueue(rename('anas-change'));
    await ana.markFailed('anas-change', { code: 'invalid-argument', message: 'Category name is required' });
    await ana.enqueue(rename('anas-other-change'));
    expect(await ben.all()).toEqual([]);
    expect(await ben.nextQueued()).toBeUndefined();
    expect(await ben.unsent()).toEqual({ pending: 0, refused: 0 });
    // Ben's sign-out clears his outbox only: Ana's changes wait for her.
    ben.close();
    await Outbox.destroy(ben.uid);
    expect(await ana.unsent()).toEqual({ pending: 1, refused: 1 });
    expect((await ana.nextQueued())?.id).toBe('anas-other-change');
  });

  it('survives closing and reopening (a reload)', async () => {
    const first = fresh('reload-user');
    await first.enqueue(rename('a'));
    first.close();
    const again = fresh('reload-user');
    expect((await again.nextQueued())?.command).toEqual(rename('a'));
  });

  it('skips delivered and failed commands when choosing the next to send', async () => {
    const box = fresh();
    for (const id of ['a', 'b', 'c']) await box.enqueue(rename(id));
    await box.markDelivered('a', 100);
    await box.markFailed('b', { code: 'not-found', message: 'Category not found' });
    expect((await box.nextQueued())?.id).toBe('c');
    expect(await box.get('a')).toMatchObject({ status: 'delivered', committedAt: 100 });
    expect(await box.get('b')).toMatchObject({ status: 'failed', failure: { message: 'Category not found' } });
  });

  it('retry puts a failed command at the back of the queue with its id; discard removes it', async () => {
    const box = fresh();
    for (const id of ['a', 'b']) await box.enqueue(rename(id));
    await box.markFailed('a', { code: 'invalid-argument', message: 'x' });
    await box.retry('a');
    expect((await box.all()).map((e) => `${e.id}:${e.status}`)).toEqual(['b:queued', 'a:queued']);
    await box.discard('b');
    expect((await box.all()).map((e) => e.id)).toEqual(['a']);
  });

  it('counts transient failures without giving the command up', async () => {
    const box = fresh();
    await box.enqueue(rename('a'));
    await box.recordTransient('a', { code: 'network', message: 'network error' });
    await box.recordTransient('a', { code: 'unavailable', message: 'busy' });
    expect(await box.get('a')).toMatchObject({ status: 'queued', attempts: 2, failure: { code: 'unavailable' } });
  });

  it('counts server faults in a row across a reload; other trouble neither counts nor breaks the row; retry starts again', async () => {
    const first = fresh('faults-user');
    await first.enqueue(rename('a'));
    const internal = { code: 'internal', message: 'INTERNAL' };
    expect(await first.recordTransient('a', internal, true)).toMatchObject({ serverFaults: 1 });
    expect(await first.recordTransient('a', { code: 'network', message: 'offline' })).toMatchObject({ serverFaults: 1 });
    expect(await first.recordTransient('a', internal, true)).toMatchObject({ serverFaults: 2 });
    first.close();
    const again = fresh('faults-user');
    expect(await again.get('a')).toMatchObject({ status: 'queued', attempts: 3, serverFaults: 2 });
    expect(await again.recordTransient('a', internal, true)).toMatchObject({ serverFaults: 3 });
    await again.markFailed('a', internal);
    await again.retry('a');
    expect((await again.get('a'))?.serverFaults ?? 0).toBe(0);
  });

  it('counts the answers that may set a command aside, from the first one, across a reload; retry starts again', async () => {
    const first = fresh('answered-user');
    await first.enqueue(rename('a'));
    const busy = { code: 'unavailable', message: 'busy' };
    expect(await first.recordTransient('a', busy, false, 1_000)).toEqual({ serverFaults: 0, answered: 1, answeredSince: 1_000 });
    // Not counted (offline, no answer): the count and its start stay.
    expect(await first.recordTransient('a', { code: 'network', message: 'offline' })).toEqual({ serverFaults: 0, answered: 1, answeredSince: 1_000 });
    first.close();
    const again = fresh('answered-user');
    expect(await again.recordTransient('a', busy, false, 9_000)).toEqual({ serverFaults: 0, answered: 2, answeredSince: 1_000 });
    await again.markFailed('a', busy);
    await again.retry('a');
    expect(await again.get('a')).not.toHaveProperty('answered');
  });

  it('gives each store its own lane: the oldest queued command of a store not held', async () => {
    const box = fresh();
    const of = (id: string, storeId: string): AnyCommand => ({ ...rename(id), storeId } as AnyCommand);
    for (const [id, store] of [['a1', 'A'], ['b1', 'B'], ['a2', 'A'], ['b2', 'B']]) await box.enqueue(of(id as string, store as string));
    expect((await box.nextQueued())?.id).toBe('a1');
    expect((await box.nextQueued(new Set(['A'])))?.id).toBe('b1');
    expect(await box.nextQueued(new Set(['A', 'B']))).toBeUndefined();
  });

  it('purges only delivered entries', async () => {
    const box = fresh();
    for (const id of ['a', 'b']) await box.enqueue(rename(id));
    await box.markDelivered('a', 1);
    await box.purgeDelivered(['a', 'b']);
    expect((await box.all()).map((e) => e.id)).toEqual(['b']);
  });

  it('keeps the file of a command until the command is delivered and purged, or discarded', async () => {
    const box = fresh();
    const setImage = (id: string, blobId: string): AnyCommand => ({
      id, type: 'menuItem.setImage', storeId: 's', payload: { menuItemId: 'm', image: { blobId, contentType: 'image/jpeg', size: 3 } },
    });
    await box.enqueue(setImage('a', 'blob-a'), [{ blobId: 'blob-a', blob: new Blob(['abc'], { type: 'image/jpeg' }) }]);
    await box.enqueue(setImage('b', 'blob-b'), [{ blobId: 'blob-b', blob: new Blob(['xyz']) }]);
    expect((await box.blob('blob-a'))?.size).toBe(3);
    await box.markFailed('a', { code: 'invalid-argument', message: 'no' });
    await box.retry('a');
    expect(await box.blob('blob-a')).toBeDefined();
    await box.purgeDelivered(['a']);
    expect(await box.blob('blob-a')).toBeDefined();
    await box.markDelivered('a', 1);
    await box.purgeDelivered(['a']);
    expect(await box.blob('blob-a')).toBeUndefined();
    await box.discard('b');
    expect(await box.blob('blob-b')).toBeUndefined();
    expect(await box.all()).toEqual([]);
  });
});
