// The customer-message commands, declared once: payload, callable,
// description, touched rows, absorption and how each shows before it lands. Built and laid over the replica
// by src/domain/messages/customer-messages.ts.
import * as v from 'valibot';
import { IN_NO_LIST, type CommandSpecs } from '../shared/command-spec';
import { MESSAGES } from '../shared/messages';
import { clientId, type PayloadOf } from '../shared/payload-schema';
import { MESSAGE_FUNCTIONS } from './functions';

const M = MESSAGES.messages;

/**
 * Each command's payload (the callable's data but storeId and commandId), as
 * the Functions parse it; any other field is ignored. The reply's rules
 * (blank, length) are validateResponse's, judged next.
 */
export const MESSAGE_PAYLOADS = {
  /** A customer message: status read, readAt stamped by the server (OWNER and MANAGER only). */
  'message.markRead': v.object({ messageId: clientId(M.updateFailed) }, M.updateFailed),
  /** Records the seller's reply; status responded. A missing reply reads as blank, which the rule refuses with the form's words. */
  'message.respond': v.object(
    { messageId: clientId(M.updateFailed), response: v.optional(v.string(M.responseRequired), '') },
    M.updateFailed,
  ),
};

export type MessagePayloads = { [T in keyof typeof MESSAGE_PAYLOADS]: PayloadOf<(typeof MESSAGE_PAYLOADS)[T]> };

export const MESSAGE_COMMANDS: CommandSpecs<MessagePayloads> = {
  'message.markRead': {
    payload: MESSAGE_PAYLOADS['message.markRead'],
    callable: MESSAGE_FUNCTIONS.markMessageReadSecure,
    permission: () => 'messages',
    describe: () => 'Mark a message as read',
    touches: (c) => ({ customerMessages: [c.payload.messageId] }),
    absorbed: (c, at) => at.stamped(at.replica.customerMessages?.get(c.payload.messageId)),
    overlay: IN_NO_LIST,
  },
  'message.respond': {
    payload: MESSAGE_PAYLOADS['message.respond'],
    callable: MESSAGE_FUNCTIONS.respondToMessageSecure,
    permission: () => 'messages',
    describe: () => 'Respond to a message',
    touches: (c) => ({ customerMessages: [c.payload.messageId] }),
    absorbed: (c, at) => at.stamped(at.replica.customerMessages?.get(c.payload.messageId)),
    overlay: IN_NO_LIST,
  },
};
