// Pairing a kitchen display: the owner's screen shows a short code, the tablet
// types it, and becomes a member of that one store with the KITCHEN role,
// signed in as itself (no one's password on a shared tablet).

export const PAIRING_TTL_MS = 10 * 60 * 1000;
export const MAX_DEVICES = 10;
/** No 0/O or 1/I/L: a code is read off one screen and typed on another. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 8;

/** A code from random bytes (one per character): 31^8, about 8.5e11, for ten minutes. */
export function pairingCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < PAIRING_CODE_LENGTH) throw new Error('pairingCodeFrom: not enough bytes');
  return Array.from(bytes.subarray(0, PAIRING_CODE_LENGTH), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** What was typed, as a code: case, spaces and dashes do not matter; undefined when it cannot be one. */
export function readPairingCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  return code.length === PAIRING_CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : undefined;
}

/** Shown in two halves, easier to read across a kitchen. */
export const showPairingCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;
