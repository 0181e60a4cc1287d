// The help area's command, declared once: payload, callable, description,
// touched rows, absorption and how each shows before it lands. Built by ./feedback-command.ts.
import { IN_NO_LIST, TOUCHES_NOTHING, type CommandSpecs } from '../shared/command-spec';
import type { FeedbackPage, FeedbackPriority, FeedbackType } from './feedback-validation';
import { HELP_FUNCTIONS } from './functions';

export interface FeedbackPayload {
  type: FeedbackType;
  subject: string;
  description: string;
  priority: FeedbackPriority;
  currentPage: FeedbackPage;
  ticketId: string;
  userAgent?: string;
}

export interface HelpPayloads {
  /** Send Feedback (doc 2 §3 Feedback record): written to platformFeedback with the device's ticket id. */
  'feedback.submit': FeedbackPayload;
}

export const HELP_COMMANDS: CommandSpecs<HelpPayloads> = {
  'feedback.submit': {
    callable: HELP_FUNCTIONS.submitFeedbackSecure,
    permission: () => 'help',
    describe: (c) => `Send feedback: ${c.payload.subject}`,
    touches: TOUCHES_NOTHING,
    // No replica row shows feedback: once delivered, it is done.
    absorbed: () => true,
    overlay: IN_NO_LIST,
  },
};
