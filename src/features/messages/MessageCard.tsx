import { useId, useState, type FormEvent } from 'react';
import type { useMessageActions, ViewedMessage } from '../../data/messages/customer-messages';
import { RESPONSE_MAX } from '../../domain/messages/customer-messages';
import { formatMessageDate } from '../../domain/shared/format';
import { MESSAGES } from '../../domain/shared/messages';

const T = MESSAGES.messages;
const STATUS_LABELS = { new: T.statusNew, read: T.statusRead, responded: T.statusResponded } as const;

function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={T.rating(rating)}>
      {'★'.repeat(rating)}
      <span className="stars-off">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/** One customer message: who, when, rating, text, and its actions. */
export function MessageCard({ message, actions }: { message: ViewedMessage; actions: ReturnType<typeof useMessageActions> }) {
  const ids = useId();
  const [error, setError] = useState<string | null>(null);
  const [responding, setResponding] = useState(false);
  const [text, setText] = useState('');
  const who = message.customerInfo?.name || message.customerInfo?.email || message.customerInfo?.phone;

  const markRead = async () => {
    const refused = await actions.markRead(message.id);
    setError(refused ? Object.values(refused).join(' ') : null);
  };
  const respond = async (event: FormEvent) => {
    event.preventDefault();
    const refused = await actions.respond(message.id, text);
    if (refused) setError(Object.values(refused).join(' '));
    else {
      setError(null);
      setResponding(false);
      setText('');
    }
  };

  return (
    <li className={`card message-card status-${message.status}`} aria-labelledby={`${ids}-title`}>
      <div className="message-head">
        <h3 id={`${ids}-title`} className="message-title">
          {who ?? (message.tableId ? T.table(message.tableId) : T.statusNew)}
        </h3>
        <span className={`badge message-status ${message.status}`}>{STATUS_LABELS[message.status]}</span>
        {message.pending && <span className="badge pending">{T.pending}</span>}
      </div>
      <p className="muted small">
        <time>{formatMessageDate(message.createdAt)}</time>
        {who && message.tableId ? ` · ${T.table(message.tableId)}` : ''}
      </p>
      {message.rating !== undefined && <Stars rating={message.rating} />}
      <p className="message-text">{message.message}</p>
      {message.response && (
        <p className="message-response"><strong>{T.yourResponse}</strong> {message.response}</p>
      )}
      {error && <p role="alert" className="form-error">{error}</p>}
      {responding ? (
        <form className="respond-form" onSubmit={(e) => void respond(e)} noValidate>
          <label htmlFor={`${ids}-response`}>{T.responseLabel}</label>
          <textarea id={`${ids}-response`} rows={3} maxLength={RESPONSE_MAX} value={text} onChange={(e) => { setText(e.target.value); setError(null); }} />
          <div className="message-actions">
            <button type="button" className="secondary" onClick={() => { setResponding(false); setError(null); }}>{T.cancel}</button>
            <button type="submit">{T.sendResponse}</button>
          </div>
        </form>
      ) : (
        <div className="message-actions">
          {message.status === 'new' && <button type="button" onClick={() => void markRead()}>{T.markAsRead}</button>}
          <button type="button" className="secondary" onClick={() => setResponding(true)}>{T.respond}</button>
        </div>
      )}
    </li>
  );
}
