// Send Feedback as a command: queued in the outbox like every change, so
// feedback written offline is sent later, once. The ticket id is made here
// (the domain has no randomness) so the thank-you can show it at once.
import { useCallback } from 'react';
import { submitFeedbackCommand } from '../../domain/help/feedback-command';
import { MESSAGES } from '../../domain/shared/messages';
import { generateTicketId, type FeedbackInput } from '../../domain/help/feedback-validation';
import { useQueue, type ActionErrors } from '../views/replica-view';

const random = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

export function useSubmitFeedback() {
  const queue = useQueue(MESSAGES.feedback.submitFailed);
  return useCallback(
    async (input: FeedbackInput): Promise<{ errors: ActionErrors; ticketId: string }> => {
      const ticketId = generateTicketId(random);
      const errors = await queue((ids) => submitFeedbackCommand(input, { ticketId, userAgent: navigator.userAgent }, ids));
      return { errors, ticketId };
    },
    [queue],
  );
}
