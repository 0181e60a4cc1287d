// Turns a rule decision into Firebase Storage's answers: an unreadable
// token is 401 (storage/unauthenticated in the SDK), a denial 403
// (storage/unauthorized), the same for signed-out callers as in real Storage.
import type { IncomingMessage } from 'node:http';
import { header, HttpError } from './http.ts';
import { callerFrom, type Caller } from './rules.ts';

export async function assertMay(req: IncomingMessage, allowed: (caller: Caller) => Promise<boolean>, what: 'READ' | 'WRITE' | 'DELETE' | 'LIST'): Promise<void> {
  const caller = callerFrom(header(req, 'authorization'));
  if (caller.kind === 'invalid') throw new HttpError(401, 'Invalid ID token.');
  if (!(await allowed(caller))) throw new HttpError(403, `Permission denied. No ${what} permission.`);
}
