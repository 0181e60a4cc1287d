import { describe, expect, it } from 'vitest';
import { STRENGTH_LABELS, passwordStrength } from './password-strength';

describe('password strength meter (doc 1 §5)', () => {
  it('labels the five scores', () => {
    expect(STRENGTH_LABELS).toEqual(['Very Weak', 'Weak', 'Fair', 'Good', 'Strong']);
  });

  // [password, minLength, score, label]
  it.each([
    ['', 8, 0, 'Very Weak'],
    ['abc', 8, 0, 'Very Weak'],
    ['Ab1!', 8, 1, 'Weak'], // four classes but short: capped at 1
    ['abcdefgh', 8, 1, 'Weak'],
    ['abcdef', 6, 1, 'Weak'], // sign-up passes 6
    ['abcdef', 8, 0, 'Very Weak'],
    ['abcdefg1', 8, 2, 'Fair'],
    ['Abcdefg1', 8, 3, 'Good'],
    ['Abcdefg1!', 8, 4, 'Strong'],
    ['abcdefghijkl', 8, 2, 'Fair'], // +1 at 12 characters
    ['abcdefghijk', 8, 1, 'Weak'], // 11 characters: no bonus
    ['Abcdefghijk1!', 8, 4, 'Strong'], // 5 points clamp to 4
    ['Aaaa1bcd', 8, 2, 'Fair'], // 'aaa' repeat costs a point
    ['Password1', 8, 1, 'Weak'], // common password, capped
    ['QWERTY123', 8, 1, 'Weak'], // common, compared case-insensitively
  ])('%j (min %d) -> %d %s', (password, min, score, label) => {
    const result = passwordStrength(password, min);
    expect(result.score).toBe(score);
    expect(result.label).toBe(label);
  });

  it('defaults the minimum length to 8', () => {
    expect(passwordStrength('abcdef1').meetsMinLength).toBe(false);
    expect(passwordStrength('abcdefg1').meetsMinLength).toBe(true);
  });

  it('counts each character class', () => {
    expect(passwordStrength('AAb12$%^').counts).toEqual({ upper: 2, lower: 1, digits: 2, special: 3 });
    const r = passwordStrength('password');
    expect(r.isCommon).toBe(true);
    expect(r.hasRepeats).toBe(false);
  });
});
