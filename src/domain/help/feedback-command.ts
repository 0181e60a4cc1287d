// The Send Feedback command (doc 2 §2 "Help", §3 Feedback record, §5): checked
// on the device by the rules the Function applies again, so feedback the
// server would refuse is never queued. The ticket id is made on the device so
// the thank-you can show it offline; the server checks its shape.
import type { Command } from '../sync/commands';
import type { NewIds } from '../shared/ids';
import { validateFeedback, type FeedbackInput } from './feedback-validation';
import type { ValidationResult } from '../shared/validation-result';
import type { BucketRule } from '../shared/token-bucket';

/** Longest subject and description kept: generous for a report, bounded for the record. */
export const FEEDBACK_SUBJECT_MAX = 200;
export const FEEDBACK_DESCRIPTION_MAX = 5000;
export const USER_AGENT_MAX = 500;

/**
 * Feedback a store may send (docs/decisions.md "Reading and feedback
 * allowances"): 5 at once, then one every 10 minutes. Each ticket lands in
 * platformFeedback for a person to read; a script must not bury the real ones.
 */
export const FEEDBACK_ALLOWANCE: BucketRule = { capacity: 5, perHour: 6 };

export function submitFeedbackCommand(
  input: FeedbackInput,
  context: { ticketId: string; userAgent?: string },
  ids: NewIds,
): ValidationResult<Command<'feedback.submit'>, 'subject' | 'description'> {
  const checked = validateFeedback(input);
  if (!checked.ok) return checked;
  const { subject, description, ...rest } = checked.value;
  return {
    ok: true,
    value: {
      id: ids.commandId,
      type: 'feedback.submit',
      storeId: ids.storeId,
      payload: {
        ...rest,
        subject: subject.slice(0, FEEDBACK_SUBJECT_MAX),
        description: description.slice(0, FEEDBACK_DESCRIPTION_MAX),
        ticketId: context.ticketId,
        ...(context.userAgent ? { userAgent: context.userAgent.slice(0, USER_AGENT_MAX) } : {}),
      },
    },
  };
}
