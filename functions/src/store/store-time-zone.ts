// updateStoreTimeZoneSecure (command store.updateTimeZone): the zone every
// store day is counted in (Today, the Order Summary's days, the rollups). A
// setting: the roles holding the settings permission only (declared in
// src/domain/store/commands.ts, checked by runCommand from the member
// document). The zone is written with the command; the rollups are then
// rebuilt in it by a trigger on the store document, retried until it
// completes (rebuilding is idempotent), so a lost or crashed run never leaves
// days counted in two zones for good.
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { storeTimeZone } from '../../../src/domain/shared/store-day';
import { readTimeZoneChange } from '../../../src/domain/store/time-zone';
import { commandOf, stamped } from '../lib/command-call';
import { refuse } from '../lib/refuse';
import { rebuildRollupsInZone } from '../analytics/rollup-rebuild';
import { STORE_FUNCTIONS } from '../../../src/domain/store/functions';
import type { Implementations } from '../lib/deploy';

/** The Functions this module implements, by their declared names (src/domain/store/functions.ts). */
export const STORE_TIME_ZONE_HANDLERS = {
  updateStoreTimeZoneSecure: commandOf('store.updateTimeZone', async (payload, ctx) => {
    const read = readTimeZoneChange(payload);
    if (!read.ok) refuse(read, MESSAGES.stores.timeZoneUnknown);
    const ref = ctx.db.doc(`stores/${ctx.storeId}`);
    const snap = await ctx.tx.get(ref);
    if (!snap.exists || snap.get('_deleted') === true) throw new DomainError('not-found', MESSAGES.store.noStore);
    if (snap.get('timeZone') === read.value.timeZone) return { success: true, changed: false };
    // The zone the rollups are counted in until the recount ends (it records the new one): screens say 'recounting' meanwhile.
    const countedIn = typeof snap.get('rollupsTimeZone') === 'string' ? snap.get('rollupsTimeZone') as string : storeTimeZone(snap.get('timeZone'));
    ctx.tx.update(ref, { timeZone: read.value.timeZone, rollupsTimeZone: countedIn, ...stamped(ctx, false) });
    return { success: true, changed: true };
  }),
  rebuildRollupsOnTimeZoneChange: onDocumentUpdated(
    { document: 'stores/{storeId}', retry: true, timeoutSeconds: 540 },
    async (event) => {
      const before = event.data?.before;
      const after = event.data?.after;
      if (!before || !after || after.get('_deleted') === true) return;
      if (before.get('timeZone') === after.get('timeZone')) return;
      const timeZone = storeTimeZone(after.get('timeZone'));
      const rebuilt = await rebuildRollupsInZone(getFirestore(), event.params.storeId, timeZone);
      logger.info('rollups rebuilt in the store\'s new time zone', { storeId: event.params.storeId, timeZone, ...rebuilt });
    },
  ),
} satisfies Partial<Implementations<typeof STORE_FUNCTIONS>>;
