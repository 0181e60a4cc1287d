// The order rules answer with the error code a Function refuses with, beside
// the catalogue words, so the server and the command builders agree on both.
import type { DomainErrorCode } from '../shared/errors';

export interface Refusal {
  ok: false;
  code: DomainErrorCode;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | Refusal;

export const refused = (code: DomainErrorCode, message: string): Refusal => ({ ok: false, code, message });
