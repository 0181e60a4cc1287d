// A table link can be rotated: a photographed or copied QR code keeps working
// for ever otherwise, so an owner who sees orders that nobody at the table
// made gives the table a new link. The old link stays as a retired document
// (never deleted, like every link), so its code answers 'no longer in use'
// instead of 'not valid', and it never comes back with its table.
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { tableIdFor } from '../../../src/domain/tables/table-id';
import { validateTableNumber } from '../../../src/domain/tables/preview-validation';
import { command, stamped } from '../lib/command-call';
import { refuse } from '../lib/refuse';
import { TABLE_FUNCTIONS } from '../../../src/domain/tables/functions';
import type { Implementations } from '../lib/deploy';

/** The Functions this module implements, by their declared names (src/domain/tables/functions.ts). */
export const TABLE_LINK_ROTATION_HANDLERS = {
  /** `{storeId, tableNumber, commandId}` → `{linkId, retiredLinkId, tableNumber}`. */
  rotateTableLinkSecure: command(async (data, ctx) => {
    const raw = (data as Record<string, unknown>).tableNumber;
    const table = validateTableNumber(typeof raw === 'number' || typeof raw === 'string' ? raw : Number.NaN);
    if (!table.ok) refuse(table, MESSAGES.tablesScreen.rotate.failed);
    const links = ctx.db.collection(`stores/${ctx.storeId}/tableLinks`);
    const store = await ctx.tx.get(ctx.db.doc(`stores/${ctx.storeId}`));
    if (!store.exists || store.get('_deleted') === true) throw new DomainError('not-found', MESSAGES.store.noStore);
    const found = await ctx.tx.get(
      links.where('tableId', '==', tableIdFor(table.value)).where('isActive', '==', true).where('_deleted', '==', false),
    );
    // Only a table in use has a code to replace; a removed table's code already takes no orders.
    if (found.empty) throw new DomainError('failed-precondition', MESSAGES.preview.linkFailed);
    for (const old of found.docs) {
      ctx.tx.update(old.ref, { isActive: false, retired: true, updatedAt: ctx.now, _deleted: true });
    }
    const uuid = randomUUID();
    const storeName = store.get('storeName');
    ctx.tx.create(links.doc(uuid), {
      uuid, storeId: ctx.storeId, tableId: tableIdFor(table.value), tableNumber: table.value,
      storeName: typeof storeName === 'string' ? storeName : '', accessCount: 0, isActive: true, ...stamped(ctx, true),
    });
    return { linkId: uuid, retiredLinkId: found.docs[0]!.id, tableNumber: table.value };
  }, { direct: { permission: 'tables' } }),
} satisfies Partial<Implementations<typeof TABLE_FUNCTIONS>>;
