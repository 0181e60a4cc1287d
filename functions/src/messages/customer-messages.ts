// Customer messages (doc 2 §4 message status, §5 read permission, §8): mark as
// read (OWNER and MANAGER only) and respond, each one command, exactly once.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { validateResponse } from '../../../src/domain/messages/customer-messages';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { isOwnerOrManager } from '../../../src/domain/team/permissions';
import { commandOf, stamped, type CommandContext } from '../lib/command-call';
import { refuse } from '../lib/refuse';
import { MESSAGE_FUNCTIONS } from '../../../src/domain/messages/functions';
import type { Implementations } from '../lib/deploy';

const M = MESSAGES.messages;

async function liveMessage(ctx: CommandContext, id: string): Promise<DocumentSnapshot> {
  const snap = await ctx.tx.get(ctx.db.doc(`stores/${ctx.storeId}/customerMessages/${id}`));
  if (!snap.exists || snap.get('_deleted') === true) throw new DomainError('not-found', M.updateFailed);
  return snap;
}

/** The Functions this module implements, by their declared names (src/domain/messages/functions.ts). */
export const CUSTOMER_MESSAGE_HANDLERS = {
  markMessageReadSecure: commandOf('message.markRead', async ({ messageId }, ctx) => {
    if (!isOwnerOrManager(ctx.role)) throw new DomainError('permission-denied', M.readForbidden);
    const snap = await liveMessage(ctx, messageId);
    // Only a new message becomes read: a responded one stays responded, and a second tap changes nothing.
    if (snap.get('status') !== 'new') return { success: true, changed: false };
    ctx.tx.update(snap.ref, { status: 'read', readAt: ctx.now, ...stamped(ctx, false) });
    return { success: true, changed: true };
  }),
  respondToMessageSecure: commandOf('message.respond', async (payload, ctx) => {
    const response = validateResponse(payload.response);
    if (!response.ok) refuse(response, M.updateFailed);
    const snap = await liveMessage(ctx, payload.messageId);
    ctx.tx.update(snap.ref, {
      status: 'responded',
      response: response.value,
      respondedAt: ctx.now,
      ...(snap.get('readAt') ? {} : { readAt: ctx.now }),
      ...stamped(ctx, false),
    });
    return { success: true };
  }),
} satisfies Partial<Implementations<typeof MESSAGE_FUNCTIONS>>;
