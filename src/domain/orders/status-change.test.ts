import { describe, expect, it } from 'vitest';
import { planBulkStatusChange, planStatusChange, type StatusChangeMode } from './status-change';
import type { OrderStatus } from './orders';

const plan = (from: OrderStatus, to: string, mode: StatusChangeMode, sellerNotes?: unknown, canSetAny = true) =>
  planStatusChange({ status: from, sellerNotes: 'old notes' }, { to, mode, sellerNotes, canSetAny });

describe('planStatusChange', () => {
  // from -> to : mode => outcome (ok, or the refusal's code)
  it.each([
    ['pending', 'confirmed', 'advance', 'ok'],
    ['confirmed', 'preparing', 'advance', 'ok'],
    ['preparing', 'ready', 'advance', 'ok'],
    ['ready', 'out_for_delivery', 'advance', 'ok'],
    ['ready', 'completed', 'advance', 'ok'],
    ['out_for_delivery', 'completed', 'advance', 'ok'],
    ['pending', 'ready', 'advance', 'failed-precondition'],
    ['completed', 'pending', 'advance', 'failed-precondition'],
    ['cancelled', 'ready', 'advance', 'failed-precondition'],
    ['ready', 'ready', 'advance', 'failed-precondition'],
    ['completed', 'pending', 'set', 'ok'],
    ['ready', 'out_for_delivery', 'set', 'ok'],
    ['pending', 'eaten', 'set', 'invalid-argument'],
    ['pending', 'eaten', 'advance', 'invalid-argument'],
  ] as const)('%s -> %s (%s): %s', (from, to, mode, outcome) => {
    const result = plan(from, to, mode);
    expect(result.ok ? 'ok' : result.code).toBe(outcome);
  });

  it('refuses a wrong step with the words of doc 1 §5', () => {
    expect(plan('pending', 'ready', 'advance')).toMatchObject({
      message: 'Invalid status transition: pending -> ready. Allowed transitions: confirmed, cancelled',
    });
    expect(plan('pending', 'eaten', 'set')).toMatchObject({ message: 'Invalid order status: eaten' });
  });

  it("'set' is for owners and managers", () => {
    expect(plan('ready', 'pending', 'set', undefined, false)).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(plan('ready', 'completed', 'advance', undefined, false).ok).toBe(true);
  });

  it('a cancel needs a reason, which becomes the seller notes and the history reason', () => {
    expect(plan('pending', 'cancelled', 'advance', ' ')).toMatchObject({ ok: false, message: 'Reason is required.' });
    expect(plan('completed', 'cancelled', 'set')).toMatchObject({ ok: false, message: 'Reason is required.' });
    expect(plan('pending', 'cancelled', 'advance', ' Out of fish ')).toEqual({
      ok: true,
      value: { patch: { status: 'cancelled', sellerNotes: 'Out of fish' }, entry: { from: 'pending', to: 'cancelled', reason: 'Out of fish' } },
    });
  });

  it('cancelled -> pending clears the notes; other changes keep them unless new ones are given', () => {
    expect(plan('cancelled', 'pending', 'set')).toMatchObject({ value: { patch: { status: 'pending', sellerNotes: '' } } });
    expect(plan('cancelled', 'pending', 'set', 'new')).toMatchObject({ value: { patch: { status: 'pending', sellerNotes: '' } } });
    expect(plan('pending', 'confirmed', 'advance')).toMatchObject({ value: { patch: { status: 'confirmed' } } });
    expect(plan('pending', 'confirmed', 'advance', 'Table asked for bread')).toMatchObject({
      value: { patch: { status: 'confirmed', sellerNotes: 'Table asked for bread' } },
    });
  });

  it("setting the current status is nothing to do; notes over 500 characters or not text are refused", () => {
    expect(plan('ready', 'ready', 'set')).toEqual({ ok: true, value: null });
    expect(plan('pending', 'cancelled', 'advance', 'x'.repeat(501))).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(plan('pending', 'confirmed', 'advance', 42)).toMatchObject({ ok: false, code: 'invalid-argument' });
  });
});

describe('planBulkStatusChange', () => {
  const orders = new Map([
    ['a', { status: 'pending' as const }],
    ['b', { status: 'ready' as const }],
    ['gone', undefined],
  ]);
  it('skips orders already in the status and orders that are gone', () => {
    const result = planBulkStatusChange(['a', 'b', 'gone'], orders, { to: 'ready', canSetAny: true });
    expect(result).toMatchObject({ ok: true, value: { skipped: ['b', 'gone'] } });
    expect(result.ok && result.value.changes.map((c) => c.id)).toEqual(['a']);
  });
  it('refuses with the spec words when none can move, none are selected, or more than 50', () => {
    expect(planBulkStatusChange(['b', 'gone'], orders, { to: 'ready', canSetAny: true })).toMatchObject({ message: 'No orders can be updated to this status' });
    expect(planBulkStatusChange([], orders, { to: 'ready', canSetAny: true })).toMatchObject({ message: 'No orders selected or store not found' });
    const many = Array.from({ length: 51 }, (_, i) => `o${i}`);
    expect(planBulkStatusChange(many, orders, { to: 'ready', canSetAny: true })).toMatchObject({ message: 'Bulk order changes are limited to 50 orders at a time.' });
  });
  it('is a set: backwards is allowed for managers, refused for others', () => {
    expect(planBulkStatusChange(['b'], orders, { to: 'pending', canSetAny: true }).ok).toBe(true);
    expect(planBulkStatusChange(['b'], orders, { to: 'pending', canSetAny: false })).toMatchObject({ code: 'permission-denied' });
  });
});
