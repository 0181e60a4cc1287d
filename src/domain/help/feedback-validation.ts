// Send Feedback form (doc 2 §2 "Help", §3, §5, §9).
import { FEEDBACK_TICKET_LENGTH } from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import { resultOf, type ValidationResult } from '../shared/validation-result';

export const FEEDBACK_TYPES = ['bug', 'feature', 'general'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const DEFAULT_FEEDBACK_TYPE: FeedbackType = 'general';

export const FEEDBACK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];
export const DEFAULT_FEEDBACK_PRIORITY: FeedbackPriority = 'medium';

export const FEEDBACK_PAGES = [
  'n/a', 'dashboard', 'menu', 'orders', 'categories', 'messages', 'settings', 'store', 'help', 'other',
] as const;
export type FeedbackPage = (typeof FEEDBACK_PAGES)[number];
export const DEFAULT_FEEDBACK_PAGE: FeedbackPage = 'n/a';

export interface FeedbackInput {
  type?: FeedbackType;
  subject: string;
  description: string;
  priority?: FeedbackPriority;
  currentPage?: FeedbackPage;
}

export interface FeedbackValue {
  type: FeedbackType;
  subject: string;
  description: string;
  priority: FeedbackPriority;
  currentPage: FeedbackPage;
}

export function validateFeedback(input: FeedbackInput): ValidationResult<FeedbackValue, 'subject' | 'description'> {
  const subject = input.subject.trim();
  const description = input.description.trim();
  return resultOf(
    {
      subject: subject === '' ? MESSAGES.feedback.subjectRequired : undefined,
      description: description === '' ? MESSAGES.feedback.descriptionRequired : undefined,
    },
    () => ({
      type: input.type ?? DEFAULT_FEEDBACK_TYPE,
      subject,
      description,
      priority: input.priority ?? DEFAULT_FEEDBACK_PRIORITY,
      currentPage: input.currentPage ?? DEFAULT_FEEDBACK_PAGE,
    }),
  );
}

/** A ticket id as generateTicketId makes them: the server refuses any other. */
export function isTicketId(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(`^[A-Z0-9]{${FEEDBACK_TICKET_LENGTH}}$`).test(value);
}

const TICKET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 9 random uppercase characters; `random` returns [0, 1) and is injected for tests. */
export function generateTicketId(random: () => number): string {
  let id = '';
  for (let i = 0; i < FEEDBACK_TICKET_LENGTH; i += 1) {
    const index = Math.min(TICKET_ALPHABET.length - 1, Math.floor(random() * TICKET_ALPHABET.length));
    id += TICKET_ALPHABET[index] ?? 'A';
  }
  return id;
}
