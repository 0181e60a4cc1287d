import 'fake-indexeddb/auto';
import { filter, firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { openReplica, removeReplica, type ReplicaDatabase } from '../replica/database';
import { kitchenOrdersSelector } from './orders';

const HOUR = 3_600_000;
let db: ReplicaDatabase | undefined;
afterEach(async () => {
  await db?.close();
  await removeReplica('u-kitchen', 's-kitchen');
});

describe('the kitchen board reads active and recent orders, not the whole window', () => {
  it('picks every active order, whatever its age, and final ones changed within the recall hours; live', async () => {
    db = await openReplica('u-kitchen', 's-kitchen', { multiInstance: false });
    const now = Date.now();
    const order = (id: string, status: string, updatedAt: number) => ({ id, status, updatedAt, createdAt: updatedAt });
    await db.orders.bulkInsert([
      order('old-cooking', 'preparing', now - 40 * 24 * HOUR),
      order('new', 'pending', now - 1_000),
      order('bumped', 'completed', now - 2 * HOUR),
      order('last-week', 'completed', now - 7 * 24 * HOUR),
      order('yesterday-cancelled', 'cancelled', now - 30 * HOUR),
    ]);
    const query = db.orders.find({ selector: kitchenOrdersSelector(now) });
    expect((await query.exec()).map((d) => d.id).sort()).toEqual(['bumped', 'new', 'old-cooking']);

    // An old final order set back to preparing on another device comes onto the board.
    const seen = firstValueFrom(query.$.pipe(filter((docs) => docs.some((d) => d.id === 'last-week'))));
    await db.orders.upsert(order('last-week', 'preparing', now - 7 * 24 * HOUR));
    await seen;
  });
});
