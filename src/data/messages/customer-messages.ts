// Customer messages for the screens: the replica's messages with this
// device's pending mark-as-read and responses laid over, newest first, and the
// commands that change them (doc 2 §2 "Customer messages").
import { useMemo } from 'react';
import {
  markMessageReadCommand, messageFromDoc, newMessageCount, overlayMessages, respondToMessageCommand,
  type SellerMessage, type ViewedMessage,
} from '../../domain/messages/customer-messages';
import { MESSAGES } from '../../domain/shared/messages';
import { absorbedCommandIds, type PendingCommand } from '../../domain/sync/overlay';
import type { ReplicaDoc } from '../replica/schemas';
import { useQueue, useReplicaView, type ActionErrors, type ListView } from '../views/replica-view';

export type { ViewedMessage } from '../../domain/messages/customer-messages';

function messagesOverlay(docs: ReplicaDoc[], entries: PendingCommand[]): ViewedMessage[] {
  const replica = docs.map(messageFromDoc);
  const absorbed = absorbedCommandIds(entries, { categories: new Map(), menuItems: new Map(), customerMessages: new Map(replica.map((m) => [m.id, m])) });
  return overlayMessages(replica, entries, absorbed);
}

/** The current store's customer messages, newest first, live. */
export function useCustomerMessages(): ListView<ViewedMessage> {
  return useReplicaView('customermessages', messagesOverlay);
}

/** The sidebar's count of new messages; null until the messages have synced here. */
export function useNewMessageCount(): number | null {
  const view = useCustomerMessages();
  return view.status === 'ready' ? newMessageCount(view.rows) : null;
}

/** `canMarkRead`: the user is the store's OWNER or MANAGER (doc 2 §5). */
export function useMessageActions(messages: readonly SellerMessage[], canMarkRead: boolean) {
  const queue = useQueue(MESSAGES.messages.noStore);
  return useMemo(
    () => ({
      markRead: (messageId: string): Promise<ActionErrors> => queue((ids) => markMessageReadCommand(messageId, messages, canMarkRead, ids)),
      respond: (messageId: string, text: string): Promise<ActionErrors> => queue((ids) => respondToMessageCommand(messageId, text, messages, ids)),
    }),
    [queue, messages, canMarkRead],
  );
}
