// Command ids for the guest's calls. One is made when the guest acts and kept
// (localStorage) until the server answers, so a retry, or a reload mid-send,
// sends the same id and the server answers it with its first result.
import { readJson, writeJson } from './storage';

export function newCommandId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages served over plain http (a phone testing a laptop's address) have no randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The id kept under `key`, made and kept now when there is none. */
export function pendingCommandId(key: string): string {
  const kept = readJson(key);
  if (typeof kept === 'string' && kept !== '') return kept;
  const made = newCommandId();
  writeJson(key, made);
  return made;
}

/** The server answered (a result or a refusal): the next action is a new command. */
export function settleCommandId(key: string): void {
  writeJson(key, null);
}
