import { describe, expect, it } from 'vitest';
import type { AnyCommand } from '../sync/commands';
import type { Order } from '../shared/entities';
import type { PendingCommand } from '../sync/overlay';
import { overlayOrders } from './order-overlay';

const order = (id: string, status: Order['status'], extra: Partial<Order & { updatedAt: number }> = {}) => ({
  id, status, createdAt: 1, items: [{ quantity: 1, price: 5 }], updatedAt: 100, ...extra,
});
const cmd = (command: Omit<AnyCommand, 'id' | 'storeId'>, status: PendingCommand['status'] = 'queued', committedAt?: number): PendingCommand => ({
  command: { id: `c${Math.random()}`, storeId: 's', ...command } as AnyCommand,
  status,
  ...(committedAt === undefined ? {} : { committedAt }),
});
const advance = (orderId: string, newStatus: Order['status'], sellerNotes?: string) =>
  ({ type: 'order.updateStatus', payload: { orderId, newStatus, mode: 'advance', ...(sellerNotes ? { sellerNotes } : {}) } }) as const;
const set = (orderId: string, newStatus: Order['status']) =>
  ({ type: 'order.updateStatus', payload: { orderId, newStatus, mode: 'set' } }) as const;
const view = (replica: ReturnType<typeof order>[], entries: PendingCommand[]) =>
  overlayOrders(replica, entries).map((o) => `${o.id}:${o.status}${o.pending ? '*' : ''}${o.sellerNotes ? `(${o.sellerNotes})` : ''}`);

describe('orders: replica ⊕ pending (* marks pending)', () => {
  it.each<[string, ReturnType<typeof order>[], PendingCommand[], string[]]>([
    ['a tap moves the order at once', [order('a', 'pending')], [cmd(advance('a', 'confirmed'))], ['a:confirmed*']],
    ['three taps in a row, offline', [order('a', 'pending')], [cmd(advance('a', 'confirmed')), cmd(advance('a', 'preparing')), cmd(advance('a', 'ready'))], ['a:ready*']],
    ['a tap another device made impossible shows the replica', [order('a', 'cancelled')], [cmd(advance('a', 'ready'))], ['a:cancelled']],
    ['a refused tap is rolled back', [order('a', 'pending')], [cmd(advance('a', 'confirmed'), 'failed')], ['a:pending']],
    ['cancel keeps its reason in the seller notes', [order('a', 'ready')], [cmd(advance('a', 'cancelled', 'Out of stock'))], ['a:cancelled*(Out of stock)']],
    ['set backwards; cancelled → pending clears the notes', [order('a', 'cancelled', { sellerNotes: 'Closed early' })], [cmd(set('a', 'pending'))], ['a:pending*']],
    ['bulk set skips those already there', [order('a', 'pending'), order('b', 'ready')], [cmd({ type: 'order.bulkUpdateStatus', payload: { orderIds: ['a', 'b'], newStatus: 'ready' } })], ['a:ready*', 'b:ready']],
    ['bulk delete hides them', [order('a', 'pending'), order('b', 'ready')], [cmd({ type: 'order.bulkDelete', payload: { orderIds: ['a'] } })], ['b:ready']],
    ['delivered, replica not there yet: still laid over, no longer pending', [order('a', 'pending', { updatedAt: 100 })], [cmd(advance('a', 'confirmed'), 'delivered', 200)], ['a:confirmed']],
    ['delivered and pulled: the replica speaks, even if moved on since', [order('a', 'completed', { updatedAt: 300 })], [cmd(set('a', 'confirmed'), 'delivered', 200)], ['a:completed']],
    ['delivered bulk: an order pulled since speaks, one not yet pulled is still laid over',
      [order('a', 'completed', { updatedAt: 300 }), order('b', 'pending', { updatedAt: 100 })],
      [cmd({ type: 'order.bulkUpdateStatus', payload: { orderIds: ['a', 'b'], newStatus: 'ready' } }, 'delivered', 200)], ['a:completed', 'b:ready']],
  ])('%s', (_name, replica, entries, expected) => {
    expect(view(replica, entries)).toEqual(expected);
  });
});

describe("a pending status change in the order's history", () => {
  const placed = { from: null, to: 'pending', at: 1, by: 'customer' } as const;
  const history = (replica: ReturnType<typeof order>[], entries: PendingCommand[]) =>
    overlayOrders(replica, entries)[0]?.statusHistory?.map((l) => `${l.to}@${l.at}:${l.local ? 'you' : (l.byName ?? l.by)}${l.reason ? `(${l.reason})` : ''}`);

  it('is added as this device\'s line, at the time it was queued, after the server\'s lines', () => {
    const replica = [order('a', 'confirmed', { statusHistory: [placed, { from: 'pending', to: 'confirmed', at: 50, by: 'u1', byName: 'Ana' }] })];
    expect(history(replica, [{ ...cmd(advance('a', 'preparing')), queuedAt: 70 }, { ...cmd(advance('a', 'cancelled', 'Burnt')), queuedAt: 80 }]))
      .toEqual(['pending@1:customer', 'confirmed@50:Ana', 'preparing@70:you', 'cancelled@80:you(Burnt)']);
  });

  it('gives way to the server\'s line once the replica shows the change, and leaves no line for a refused one', () => {
    const landed = [order('a', 'confirmed', { updatedAt: 300, statusHistory: [placed, { from: 'pending', to: 'confirmed', at: 250, by: 'u1', byName: 'Ana' }] })];
    expect(history(landed, [{ ...cmd(advance('a', 'confirmed'), 'delivered', 200), queuedAt: 190 }])).toEqual(['pending@1:customer', 'confirmed@250:Ana']);
    expect(history([order('a', 'pending', { statusHistory: [placed] })], [{ ...cmd(advance('a', 'confirmed'), 'failed'), queuedAt: 5 }])).toEqual(['pending@1:customer']);
  });
});
