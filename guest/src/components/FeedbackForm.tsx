// "Tell the restaurant how it was": a rating of 1 to 5 stars (radio buttons)
// and an optional message, sent once per order.
import { MESSAGE_FUNCTIONS } from '../../../src/domain/messages/functions';
import { useState } from 'preact/hooks';
import { GUEST_MESSAGE_MAX } from '../../../src/domain/guest/guest-requests';
import { guest } from '../../../src/domain/shared/catalogue/guest';
import { useOnceCall } from '../use-once-call';
import { SendStatus } from './SendStatus';

const RATINGS = [1, 2, 3, 4, 5] as const;

export function FeedbackForm({ storeId, token, alreadySent }: { storeId: string; token: string; alreadySent: boolean }) {
  const [rating, setRating] = useState(0);
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const { state, call, fail } = useOnceCall(MESSAGE_FUNCTIONS.sendGuestMessageSecure, `guest.message.${token}`, guest.messageFailed);

  if (alreadySent || sent) return <p class="thanks" role="status" data-testid="message-sent">{guest.messageSent}</p>;

  const sending = state.phase === 'sending';
  const submit = async (e: Event) => {
    e.preventDefault();
    if (sending) return;
    if (rating < 1) return fail(guest.ratingRequired);
    const text = message.trim();
    if (await call({ storeId, token, rating, ...(text !== '' ? { message: text } : {}) })) setSent(true);
  };

  return (
    <form class="feedback" aria-labelledby="feedback-title" onSubmit={submit} data-testid="feedback">
      <h3 id="feedback-title">{guest.feedbackTitle}</h3>
      <fieldset class="rating">
        <legend>{guest.ratingLegend}</legend>
        <div class="stars">
          {RATINGS.map((n) => (
            <label key={n} class={n <= rating ? 'star on' : 'star'}>
              <input type="radio" name={`rating-${token}`} value={String(n)} checked={rating === n} onChange={() => setRating(n)} />
              <span aria-hidden="true">★</span>
              <span class="sr-only">{guest.stars(n)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div class="field">
        <label for="feedback-message">{guest.messageLabel}</label>
        <textarea
          id="feedback-message"
          rows={3}
          maxLength={GUEST_MESSAGE_MAX}
          value={message}
          aria-describedby="feedback-message-count"
          onInput={(e) => setMessage(e.currentTarget.value.slice(0, GUEST_MESSAGE_MAX))}
        />
        <p id="feedback-message-count" class="muted small">{guest.charsLeft(message.length, GUEST_MESSAGE_MAX)}</p>
      </div>
      <button type="submit" data-testid="send-message" aria-disabled={sending ? 'true' : undefined}>{guest.sendMessage}</button>
      <SendStatus state={state} testId="message" />
    </form>
  );
}
