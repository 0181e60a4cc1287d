// Send Feedback (doc 2 §3 Feedback record, §7 "add a document to
// platformFeedback"), as a command: exactly once per command id, so feedback
// written offline and sent twice makes one ticket. Who sent it and from which
// store come from the token and the store document, never from the caller.
import { FEEDBACK_ALLOWANCE, FEEDBACK_DESCRIPTION_MAX, FEEDBACK_SUBJECT_MAX, USER_AGENT_MAX } from '../../../src/domain/help/feedback-command';
import { validateFeedback } from '../../../src/domain/help/feedback-validation';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { rolesForStore } from '../../../src/domain/session/roles';
import { commandOf } from '../lib/command-call';
import { refuse } from '../lib/refuse';
import { takeFromBucket } from '../lib/token-bucket';
import { HELP_FUNCTIONS } from '../../../src/domain/help/functions';
import type { Implementations } from '../lib/deploy';

const M = MESSAGES.feedback;

/** The Functions this module implements, by their declared names (src/domain/help/functions.ts). */
export const FEEDBACK_HANDLERS = {
  submitFeedbackSecure: commandOf('feedback.submit', async (payload, ctx) => {
    const { subject, description, ticketId, userAgent, ...kinds } = payload;
    // The form's rules, on the text as far as it is kept, before anything is read.
    const checked = validateFeedback({
      ...kinds, subject: subject.slice(0, FEEDBACK_SUBJECT_MAX), description: description.slice(0, FEEDBACK_DESCRIPTION_MAX),
    });
    if (!checked.ok) refuse(checked, M.submitFailed);
    // A ticket id of another shape than the device makes was read as none (src/domain/help/commands.ts).
    if (!ticketId) throw new DomainError('invalid-argument', M.submitFailed);
    const store = await ctx.tx.get(ctx.db.doc(`stores/${ctx.storeId}`));
    await takeFromBucket(ctx.db, ctx.tx, `feedback_${ctx.storeId}`, FEEDBACK_ALLOWANCE, Date.now());
    const ref = ctx.db.collection('platformFeedback').doc();
    ctx.tx.create(ref, {
      ...checked.value,
      ticketId,
      status: 'new',
      platform: 'web',
      userId: ctx.caller.uid,
      ...(ctx.caller.email ? { userEmail: ctx.caller.email } : {}),
      userRoles: rolesForStore(ctx.caller.claims, ctx.storeId),
      storeId: ctx.storeId,
      storeName: String(store.get('storeName') ?? ''),
      ...(userAgent ? { userAgent: userAgent.slice(0, USER_AGENT_MAX) } : {}),
      timestamp: ctx.now,
    });
    return { success: true, ticketId, feedbackId: ref.id };
  }),
} satisfies Partial<Implementations<typeof HELP_FUNCTIONS>>;
