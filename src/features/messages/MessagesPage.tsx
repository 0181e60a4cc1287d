import { useState } from 'react';
import { ViewLoading } from '../../app/ui/ViewLoading';
import { useCustomerMessages, useMessageActions, type ViewedMessage } from '../../data/messages/customer-messages';
import { useCurrentStore } from '../../data/stores/current-store';
import { filterMessages, MESSAGE_FILTERS, newMessageCount, type MessageFilter } from '../../domain/messages/customer-messages';
import { MESSAGES } from '../../domain/shared/messages';
import { MessageCard } from './MessageCard';
import './messages.css';
import { isOwnerOrManager } from '../../domain/team/permissions';

const T = MESSAGES.messages;
const NONE: ViewedMessage[] = [];
const FILTER_LABELS: Record<MessageFilter, string> = { all: T.filterAll, new: T.filterNew, read: T.filterRead };

/** /messages: customer messages with the All / New / Read filter and the count of new ones. */
export function MessagesPage() {
  const view = useCustomerMessages();
  const current = useCurrentStore();
  const roles = current.storeId ? current.rolesFor(current.storeId) : [];
  const messages = view.status === 'ready' ? view.rows : NONE;
  const actions = useMessageActions(messages, roles.some(isOwnerOrManager));
  const [filter, setFilter] = useState<MessageFilter>('all');
  if (view.status === 'loading') return <ViewLoading text={T.loading} waitingFor={view.waitingFor} />;
  const shown = filterMessages(messages, filter);
  return (
    <div className="messages-page">
      <div className="messages-toolbar">
        <div role="group" aria-label="Filter messages" className="segmented">
          {MESSAGE_FILTERS.map((f) => (
            <button key={f} type="button" className={filter === f ? undefined : 'secondary'} aria-pressed={filter === f} onClick={() => setFilter(f)}>
              {FILTER_LABELS[f]}
            </button>
          ))}
        </div>
        <span className="badge new-count" data-testid="new-message-count">{T.newCount(newMessageCount(messages))}</span>
      </div>
      {shown.length === 0 ? (
        <p className="card muted">{messages.length === 0 ? T.empty : T.emptyFiltered}</p>
      ) : (
        <ul className="message-list">
          {shown.map((m) => <MessageCard key={m.id} message={m} actions={actions} />)}
        </ul>
      )}
    </div>
  );
}
