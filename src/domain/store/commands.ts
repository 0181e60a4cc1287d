// The store's settings command, declared once: payload, callable,
// description, touched rows, absorption and how each shows before it lands. Built by src/domain/store/store-commands.ts.
import { IN_NO_LIST, TOUCHES_NOTHING, type CommandSpecs } from '../shared/command-spec';
import type { StoreSettings } from './store-settings';
import type { TimeZoneChange } from './time-zone';
import { STORE_FUNCTIONS } from './functions';

export interface StorePayloads {
  /** Profile fields and/or configs of the store (doc 1 §7.1 names the field `settings`). */
  'store.updateSettings': { settings: StoreSettings };
  /** The IANA zone the store's days are counted in; the server then rebuilds the rollups in it. */
  'store.updateTimeZone': TimeZoneChange;
}

export const STORE_COMMANDS: CommandSpecs<StorePayloads> = {
  'store.updateSettings': {
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
