// The store's settings command, declared once: payload, callable,
// description, touched rows, absorption and how each shows before it lands. Built by src/domain/store/store-commands.ts.
import * as v from 'valibot';
import { IN_NO_LIST, TOUCHES_NOTHING, type CommandSpecs } from '../shared/command-spec';
import { MESSAGES } from '../shared/messages';
import type { PayloadOf } from '../shared/payload-schema';
import { STORE_SETTINGS } from './store-settings';
import { TIME_ZONE_CHANGE } from './time-zone';
import { STORE_FUNCTIONS } from './functions';

/**
 * Each command's payload (the callable's data but storeId and commandId), as
 * the Functions parse it; any other field is ignored. The forms' rules
 * (checkStoreSettings) and the zones this runtime knows (readTimeZoneChange)
 * are judged next.
 */
export const STORE_PAYLOADS = {
  /** Profile fields and/or configs of the store (doc 1 §7.1 names the field `settings`). */
  'store.updateSettings': v.object({ settings: STORE_SETTINGS }, MESSAGES.store.saveFailed),
  /** The IANA zone the store's days are counted in; the server then rebuilds the rollups in it. */
  'store.updateTimeZone': TIME_ZONE_CHANGE,
};

export type StorePayloads = { [T in keyof typeof STORE_PAYLOADS]: PayloadOf<(typeof STORE_PAYLOADS)[T]> };

export const STORE_COMMANDS: CommandSpecs<StorePayloads> = {
  'store.updateSettings': {
    payload: STORE_PAYLOADS['store.updateSettings'],
    callable: STORE_FUNCTIONS.updateStoreSettingsSecure,
    permission: () => 'settings',
    describe: (c) => (c.payload.settings.configs !== undefined ? 'Update settings' : 'Update store information'),
    // The store document only (src/domain/store/store-overlay.ts lays it over).
    touches: TOUCHES_NOTHING,
    // Without the store document in the index nothing is proven: the TTL ends it.
    absorbed: (_c, at) => at.stamped(at.replica.store),
    overlay: IN_NO_LIST,
  },
  'store.updateTimeZone': {
    payload: STORE_PAYLOADS['store.updateTimeZone'],
    callable: STORE_FUNCTIONS.updateStoreTimeZoneSecure,
    // A setting of the store: its days, for every report (src/domain/team/permissions.ts).
    permission: () => 'settings',
    describe: () => 'Change the time zone',
    touches: TOUCHES_NOTHING,
    absorbed: (_c, at) => at.stamped(at.replica.store),
    overlay: IN_NO_LIST,
    // A later change of zone replaces this one whole.
    overwriteKey: (c) => c.type,
  },
};
