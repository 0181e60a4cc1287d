// The store's settings command, declared once: payload, callable,
// description, touched rows, absorption and how each shows before it lands. Built by src/domain/store/store-commands.ts.
import { IN_NO_LIST, TOUCHES_NOTHING, type CommandSpecs } from '../shared/command-spec';
import type { StoreSettings } from './store-settings';

export interface StorePayloads {
  /** Profile fields and/or configs of the store (doc 1 §7.1 names the field `settings`). */
  'store.updateSettings': { settings: StoreSettings };
}

export const STORE_COMMANDS: CommandSpecs<StorePayloads> = {
  'store.updateSettings': {
    callable: 'updateStoreSettingsSecure',
    permission: () => 'settings',
    describe: (c) => (c.payload.settings.configs !== undefined ? 'Update settings' : 'Update store information'),
    // The store document only (src/domain/store/store-overlay.ts lays it over).
    touches: TOUCHES_NOTHING,
    // Without the store document in the index nothing is proven: the TTL ends it.
    absorbed: (_c, at) => at.stamped(at.replica.store),
    overlay: IN_NO_LIST,
  },
};
