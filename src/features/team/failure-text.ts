import { MESSAGES } from '../../domain/shared/messages';

/** A refused or failed team call in the user's words: the server's catalogue message, else the generic one. */
export const failureText = (error: unknown) => (error instanceof Error && error.message ? error.message : MESSAGES.team.actionFailed);
