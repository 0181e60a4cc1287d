// updateStoreSettingsSecure (doc 1 §7.1, doc 2 §7): the store profile and the
// settings (`configs`, merged over the defaults, undefined stripped). The
// payload is parsed by its schema and checked by src/domain/store/store-settings.ts, the rules the
// client's forms and command builders use, so both refuse with the same words.
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { checkStoreSettings, type StoreSettingsDoc } from '../../../src/domain/store/store-settings';
import { can } from '../../../src/domain/team/permissions';
import { commandOf, stamped } from '../lib/command-call';
import { refuse } from '../lib/refuse';
import { STORE_FUNCTIONS } from '../../../src/domain/store/functions';
import type { Implementations } from '../lib/deploy';

/** The Functions this module implements, by their declared names (src/domain/store/functions.ts). */
export const STORE_SETTINGS_HANDLERS = {
  updateStoreSettingsSecure: commandOf('store.updateSettings', async ({ settings }, ctx) => {
    // Owners and managers hold the store's settings (doc 1 §6: the manager check is MANAGER or OWNER).
    if (!can(ctx.role, 'settings')) throw new DomainError('permission-denied', MESSAGES.menu.permissionDenied);
    const ref = ctx.db.doc(`stores/${ctx.storeId}`);
    const snap = await ctx.tx.get(ref);
    if (!snap.exists || snap.get('_deleted') === true) throw new DomainError('not-found', MESSAGES.store.noStore);
    const checked = checkStoreSettings(snap.data() as StoreSettingsDoc, settings);
    if (!checked.ok) refuse(checked, MESSAGES.store.saveFailed);
    // `configs` is written whole (already merged over the stored one), so a field the form dropped cannot linger.
    ctx.tx.update(ref, { ...checked.value, ...stamped(ctx, false) });
    return { success: true };
  }),
} satisfies Partial<Implementations<typeof STORE_FUNCTIONS>>;
