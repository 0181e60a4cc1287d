// The help area's command, declared once: payload, callable, description,
// touched rows, absorption and how each shows before it lands. Built by ./feedback-command.ts.
import * as v from 'valibot';
import { IN_NO_LIST, TOUCHES_NOTHING, type CommandSpecs } from '../shared/command-spec';
import { MESSAGES } from '../shared/messages';
import type { PayloadOf } from '../shared/payload-schema';
import {
  DEFAULT_FEEDBACK_PAGE, DEFAULT_FEEDBACK_PRIORITY, DEFAULT_FEEDBACK_TYPE, FEEDBACK_PAGES, FEEDBACK_PRIORITIES, FEEDBACK_TYPES, isTicketId,
} from './feedback-validation';
import { HELP_FUNCTIONS } from './functions';

const M = MESSAGES.feedback;

/**
 * The command's payload, as the Function parses it, which refuses nothing but
 * data that is no object: an unknown type, priority or page reads as its
 * default, a subject or description that is no text as none (validateFeedback
 * then asks for it), a user agent that is no text is left out, and a ticket id
 * of another shape than the device makes reads as none, which the Function
 * refuses after the form's rules (a blank subject is asked for first, whatever
 * the ticket).
 */
export const HELP_PAYLOADS = {
  /** Send Feedback (doc 2 §3 Feedback record): written to platformFeedback with the device's ticket id. */
  'feedback.submit': v.object(
    {
      type: v.fallback(v.picklist(FEEDBACK_TYPES), DEFAULT_FEEDBACK_TYPE),
      subject: v.fallback(v.string(), ''),
      description: v.fallback(v.string(), ''),
      priority: v.fallback(v.picklist(FEEDBACK_PRIORITIES), DEFAULT_FEEDBACK_PRIORITY),
      currentPage: v.fallback(v.picklist(FEEDBACK_PAGES), DEFAULT_FEEDBACK_PAGE),
      ticketId: v.fallback(v.pipe(v.string(), v.check((id: string) => isTicketId(id))), ''),
      userAgent: v.fallback(v.optional(v.string()), undefined),
    },
    M.submitFailed,
  ),
};

export type HelpPayloads = { [T in keyof typeof HELP_PAYLOADS]: PayloadOf<(typeof HELP_PAYLOADS)[T]> };

export const HELP_COMMANDS: CommandSpecs<HelpPayloads> = {
  'feedback.submit': {
    payload: HELP_PAYLOADS['feedback.submit'],
    callable: HELP_FUNCTIONS.submitFeedbackSecure,
    permission: () => 'help',
    describe: (c) => `Send feedback: ${c.payload.subject}`,
    touches: TOUCHES_NOTHING,
    // No replica row shows feedback: once delivered, it is done.
    absorbed: () => true,
    overlay: IN_NO_LIST,
  },
};
