import { describe, expect, it } from 'vitest';
import { pairingCodeFrom, readPairingCode, showPairingCode } from './pairing';

describe('a pairing code', () => {
  it('is eight characters that cannot be mistaken for one another', () => {
    const code = pairingCodeFrom(Uint8Array.from([0, 1, 2, 30, 31, 255, 100, 7]));
    expect(code).toMatch(/^[A-HJ-KM-NP-Z2-9]{8}$/);
    expect(code).not.toMatch(/[01OIL]/);
  });

  it('is read as typed on a tablet: any case, with spaces or the dash it is shown with', () => {
    const code = pairingCodeFrom(Uint8Array.from([5, 6, 7, 8, 9, 10, 11, 12]));
    expect(readPairingCode(showPairingCode(code).toLowerCase())).toBe(code);
    expect(readPairingCode(` ${code.slice(0, 4)} ${code.slice(4)} `)).toBe(code);
  });

  it('is refused when it cannot be one', () => {
    expect(['', 'ABCD', 'ABCDEFGHJ', 'ABCD-EF0O', 'ABCDEFG!'].map(readPairingCode)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
