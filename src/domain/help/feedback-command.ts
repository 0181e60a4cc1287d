// The Send Feedback command (doc 2 §2 "Help", §3 Feedback record, §5): checked
// on the device by the rules the Function applies again, so feedback the
// server would refuse is never queued. The ticket id is made on the device so
// the thank-you can show it offline; the server checks its shape.
import type { Command } from '../sync/commands';
import type { NewIds } from '../shared/ids';
import { FEEDBACK_TICKET_LENGTH } from '../shared/limits';
import { FEEDBACK_PAGES, FEEDBACK_PRIORITIES, FEEDBACK_TYPES, validateFeedback, type FeedbackInput } from './feedback-validation';
import type { ValidationResult } from '../shared/validation-result';
import type { BucketRule } from '../shared/token-bucket';

/** Longest subject and description kept: generous for a report, bounded for the record. */
export const FEEDBACK_SUBJECT_MAX = 200;
export const FEEDBACK_DESCRIPTION_MAX = 5000;
const USER_AGENT_MAX = 500;

/**
 * Feedback a store may send (docs/decisions.md "Reading and feedback
 * allowances"): 5 at once, then one every 10 minutes. Each ticket lands in
 * platformFeedback for a person to read; a script must not bury the real ones.
 */
export const FEEDBACK_ALLOWANCE: BucketRule = { capacity: 5, perHour: 6 };

export function isTicketId(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(`^[A-Z0-9]{${FEEDBACK_TICKET_LENGTH}}$`).test(value);
}

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

/** The server's reading of an untrusted payload: the same rules, or the field errors. */
export function readFeedbackPayload(data: Record<string, unknown>) {
  const pick = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
    list.includes(value as T) ? (value as T) : undefined;
  const checked = validateFeedback({
    type: pick(FEEDBACK_TYPES, data.type),
    priority: pick(FEEDBACK_PRIORITIES, data.priority),
    currentPage: pick(FEEDBACK_PAGES, data.currentPage),
    subject: typeof data.subject === 'string' ? data.subject.slice(0, FEEDBACK_SUBJECT_MAX) : '',
    description: typeof data.description === 'string' ? data.description.slice(0, FEEDBACK_DESCRIPTION_MAX) : '',
  });
  const userAgent = typeof data.userAgent === 'string' ? data.userAgent.slice(0, USER_AGENT_MAX) : undefined;
  return { checked, ticketId: isTicketId(data.ticketId) ? data.ticketId : undefined, userAgent };
}
