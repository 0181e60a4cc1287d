import { describe, expect, it } from 'vitest';
import type { AnyCommand } from '../sync/commands';
import { parsePayload } from '../shared/payload-schema';
import { MESSAGE_PAYLOADS } from './commands';
import {
  filterMessages, markMessageReadCommand, messageFromDoc, newMessageCount, overlayMessages, respondToMessageCommand, validateResponse, type SellerMessage,
} from './customer-messages';
import { absorbedCommandIds, type PendingCommand } from '../sync/overlay';

const msg = (id: string, status: SellerMessage['status'], createdAt?: number): SellerMessage => ({ id, sellerId: 's', message: id, status, createdAt });
const list = [msg('a', 'new', 3), msg('b', 'read', 2), msg('c', 'responded', 1), msg('d', 'new')];
const ids = { commandId: 'c1', storeId: 's' };
const entry = (command: AnyCommand, status: PendingCommand['status'] = 'queued', committedAt?: number): PendingCommand => ({ command, status, committedAt });

describe('the list', () => {
  it('filters All / New / Read (read: every message no longer new) and counts new ones', () => {
    expect(filterMessages(list, 'all').map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(filterMessages(list, 'new').map((m) => m.id)).toEqual(['a', 'd']);
    expect(filterMessages(list, 'read').map((m) => m.id)).toEqual(['b', 'c']);
    expect(newMessageCount(list)).toBe(2);
  });

  it('reads documents defensively: odd status as new, a rating outside 1-5 dropped, an unreadable date kept as NaN', () => {
    const m = messageFromDoc({ id: 'x', status: 'archived', rating: 9, createdAt: 'yesterday', message: 'hi' });
    expect(m).toMatchObject({ id: 'x', status: 'new', rating: undefined, message: 'hi' });
    expect(Number.isNaN(m.createdAt)).toBe(true);
    expect(messageFromDoc({ id: 'y' }).createdAt).toBeUndefined();
  });
});

describe('commands', () => {
  it.each([
    ['a member who is not owner or manager', 'a', false, 'Only managers and owners can mark messages as read'],
    ['a message already read', 'b', true, 'Failed to update message status.'],
    ['an unknown message', 'zz', true, 'Failed to update message status.'],
  ])('mark as read refuses %s', (_label, id, can, message) => {
    expect(markMessageReadCommand(id, list, can, ids)).toEqual({ ok: false, errors: { form: message } });
  });

  it('a response is trimmed; a blank one refused', () => {
    expect(respondToMessageCommand('a', '  Thanks  ', list, ids)).toMatchObject({ ok: true, value: { payload: { messageId: 'a', response: 'Thanks' } } });
    expect(respondToMessageCommand('a', '  ', list, ids)).toEqual({ ok: false, errors: { response: 'Please enter a response.' } });
  });
});

describe('overlay', () => {
  const markA: AnyCommand = { id: 'k1', type: 'message.markRead', storeId: 's', payload: { messageId: 'a' } };
  const respondD: AnyCommand = { id: 'k2', type: 'message.respond', storeId: 's', payload: { messageId: 'd', response: 'Hi' } };

  it('pending commands show at once; a failed one is rolled back', () => {
    const view = overlayMessages(list, [entry(markA), entry(respondD, 'failed')], new Set());
    expect(view.find((m) => m.id === 'a')).toMatchObject({ status: 'read', pending: true });
    expect(view.find((m) => m.id === 'd')).toMatchObject({ status: 'new', pending: false });
  });

  it('a delivered command is absorbed once the replica holds the message stamped at or after its commit', () => {
    const e = entry(markA, 'delivered', 100);
    const index = (updatedAt: number) => ({ categories: new Map(), menuItems: new Map(), customerMessages: new Map([['a', { id: 'a', updatedAt }]]) });
    expect(absorbedCommandIds([e], index(99)).has('k1')).toBe(false);
    expect(absorbedCommandIds([e], index(100)).has('k1')).toBe(true);
  });
});

describe('the message payloads, as the Functions parse them', () => {
  const refusalOf = (type: keyof typeof MESSAGE_PAYLOADS, data: Record<string, unknown>) => {
    try {
      parsePayload(MESSAGE_PAYLOADS[type], data);
    } catch (error) {
      return (error as Error).message;
    }
    return undefined;
  };
  it.each([
    ['message.markRead', {}, 'Failed to update message status.'],
    ['message.markRead', { messageId: 'a/b' }, 'Failed to update message status.'],
    ['message.respond', { response: 'Thanks' }, 'Failed to update message status.'],
    ['message.respond', { messageId: 'm1', response: 5 }, 'Please enter a response.'],
  ] as const)('%s %j → %s', (type, data, message) => {
    expect(refusalOf(type, data)).toBe(message);
  });
  it('a reply left out reads as blank, which the rule refuses with the form\'s words', () => {
    const { response } = parsePayload(MESSAGE_PAYLOADS['message.respond'], { messageId: 'm1' });
    expect(validateResponse(response)).toEqual({ ok: false, errors: { response: 'Please enter a response.' } });
  });
});
