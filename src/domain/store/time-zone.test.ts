import { describe, expect, it } from 'vitest';
import { readTimeZoneChange, timeZoneChoices } from './time-zone';
import { updateStoreTimeZoneCommand } from './store-commands';
import { overlayStore } from './store-overlay';

const ids = { commandId: 'cmd-1', storeId: 'store-1' };

describe("the store's time zone", () => {
  it.each([
    ['a name no runtime knows', { timeZone: 'Mars/Olympus_Mons' }],
    ['no zone', {}],
    ['a number', { timeZone: 5 }],
    ['a string past any zone name', { timeZone: 'A'.repeat(200) }],
    ['no payload', null],
  ])('refuses %s with the same words on client and server', (_case, payload) => {
    expect(readTimeZoneChange(payload)).toEqual({ ok: false, errors: { timeZone: 'The time zone is not one we know.' } });
  });

  it('offers the IANA zones, UTC and the store\'s own, sorted, each once', () => {
    const choices = timeZoneChoices('Pacific/Chatham');
    expect(choices).toContain('America/New_York');
    expect(choices).toContain('UTC');
    expect(choices.filter((z) => z === 'Pacific/Chatham')).toHaveLength(1);
    expect([...choices].sort()).toEqual(choices);
  });

  it('a new zone is one command; the same zone is none', () => {
    const built = updateStoreTimeZoneCommand('Asia/Tokyo', { timeZone: 'UTC' }, ids);
    expect(built).toEqual({ ok: true, value: { id: 'cmd-1', type: 'store.updateTimeZone', storeId: 'store-1', payload: { timeZone: 'Asia/Tokyo' } } });
    expect(updateStoreTimeZoneCommand('UTC', { timeZone: 'UTC' }, ids)).toEqual({ ok: true, value: null });
  });

  it('shows a queued change at once, and the stored zone once the change has landed', () => {
    const built = updateStoreTimeZoneCommand('Asia/Tokyo', { timeZone: 'UTC' }, ids);
    const command = built.ok && built.value ? built.value : null;
    const entry = { command: command!, status: 'queued' as const, committedAt: undefined };
    const doc = { id: 'store-1', storeName: 'A', timeZone: 'UTC', updatedAt: 10 };
    const shown = overlayStore('store-1', doc, [entry as never]);
    expect(shown).toMatchObject({ timeZone: 'Asia/Tokyo', pending: true });
  });
});
