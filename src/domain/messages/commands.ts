// The customer-message commands, declared once: payload, callable,
// description, touched rows, absorption and how each shows before it lands. Built and laid over the replica
// by src/domain/messages/customer-messages.ts.
import { IN_NO_LIST, type CommandSpecs } from '../shared/command-spec';
import { MESSAGE_FUNCTIONS } from './functions';

export interface MessagePayloads {
  /** A customer message: status read, readAt stamped by the server (OWNER and MANAGER only). */
  'message.markRead': { messageId: string };
  /** Records the seller's reply; status responded. */
  'message.respond': { messageId: string; response: string };
}

export const MESSAGE_COMMANDS: CommandSpecs<MessagePayloads> = {
  'message.markRead': {
    callable: MESSAGE_FUNCTIONS.markMessageReadSecure,
    permission: () => 'messages',
    describe: () => 'Mark a message as read',
    touches: (c) => ({ customerMessages: [c.payload.messageId] }),
    absorbed: (c, at) => at.stamped(at.replica.customerMessages?.get(c.payload.messageId)),
    overlay: IN_NO_LIST,
  },
  'message.respond': {
    callable: MESSAGE_FUNCTIONS.respondToMessageSecure,
    permission: () => 'messages',
    describe: () => 'Respond to a message',
    touches: (c) => ({ customerMessages: [c.payload.messageId] }),
    absorbed: (c, at) => at.stamped(at.replica.customerMessages?.get(c.payload.messageId)),
    overlay: IN_NO_LIST,
  },
};
