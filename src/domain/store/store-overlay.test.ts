import { describe, expect, it } from 'vitest';
import type { AnyCommand } from '../sync/commands';
import type { PendingCommand } from '../sync/overlay';
import { overlayStore } from './store-overlay';

const update = (id: string, settings: Record<string, unknown>): AnyCommand => ({ id, type: 'store.updateSettings', storeId: 's', payload: { settings } });
const entry = (command: AnyCommand, status: PendingCommand['status'] = 'queued', committedAt?: number): PendingCommand => ({ command, status, committedAt });
const doc = { id: 's', storeName: 'Cafe', updatedAt: 100 };

describe('overlayStore', () => {
  it('queued changes apply in order and mark the store pending', () => {
    const view = overlayStore('s', doc, [
      entry(update('1', { address: 'A' })),
      entry(update('2', { configs: { orderConfig: { enableTax: true } } })),
      entry(update('3', { configs: { enableOrderFunction: true } })),
    ]);
    expect(view).toMatchObject({ storeName: 'Cafe', address: 'A', pending: true, hasProfile: true });
    expect(view?.configs.orderConfig.enableTax).toBe(true);
    expect(view?.configs.enableOrderFunction).toBe(true);
  });

  it('a failed change is left out; a delivered one stays until the replica is stamped at its commit', () => {
    expect(overlayStore('s', doc, [entry(update('1', { address: 'A' }), 'failed')])?.address).toBe('');
    expect(overlayStore('s', doc, [entry(update('1', { address: 'A' }), 'delivered', 101)])).toMatchObject({ address: 'A', pending: false });
    expect(overlayStore('s', doc, [entry(update('1', { address: 'A' }), 'delivered', 100)])?.address).toBe('');
  });

  it("no document and nothing pending is no store; an empty profile is 'Setup Required'", () => {
    expect(overlayStore('s', null, [])).toBeNull();
    expect(overlayStore('s', { id: 's', storeName: '' }, [])?.hasProfile).toBe(false);
  });
});

describe('overlayStore: who last changed the settings', () => {
  const changed = { ...doc, lastChangedBy: { uid: 'u1', name: 'Mo' } };

  it('is who the server recorded, and no one while this device has a change of its own laid over', () => {
    expect(overlayStore('s', changed, [])?.lastChangedBy).toEqual({ uid: 'u1', name: 'Mo' });
    expect(overlayStore('s', changed, [entry(update('1', { address: 'A' }))])?.lastChangedBy).toBeUndefined();
    expect(overlayStore('s', { ...doc, lastChangedBy: 'Mo' }, [])?.lastChangedBy).toBeUndefined();
  });
});

describe('overlayStore: past days recounted after a change of zone', () => {
  const zone = (id: string, timeZone: string): AnyCommand => ({ id, type: 'store.updateTimeZone', storeId: 's', payload: { timeZone } });

  it('says the zone being recounted into while the server counts the rollups in another, and nothing once it is done', () => {
    expect(overlayStore('s', { ...doc, timeZone: 'Asia/Tokyo', rollupsTimeZone: 'Europe/Paris' }, [])?.recountingIn).toBe('Asia/Tokyo');
    expect(overlayStore('s', { ...doc, timeZone: 'Asia/Tokyo', rollupsTimeZone: 'Asia/Tokyo' }, [])?.recountingIn).toBeUndefined();
  });

  it('never for a store whose zone never changed, nor for a change still waiting on this device', () => {
    expect(overlayStore('s', { ...doc, timeZone: 'Asia/Tokyo' }, [])?.recountingIn).toBeUndefined();
    const settled = { ...doc, timeZone: 'Europe/Paris', rollupsTimeZone: 'Europe/Paris' };
    const view = overlayStore('s', settled, [entry(zone('1', 'Asia/Tokyo'))]);
    expect(view?.timeZone).toBe('Asia/Tokyo');
    expect(view?.recountingIn).toBeUndefined();
  });
});
