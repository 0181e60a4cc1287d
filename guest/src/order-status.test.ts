import { describe, expect, it } from 'vitest';
import { isFinal, progressStep } from './order-status';

describe('order status', () => {
  it.each([
    ['pending', 0, false],
    ['confirmed', 1, false],
    ['preparing', 2, false],
    ['ready', 3, false],
    ['out_for_delivery', 4, false],
    ['completed', 4, true],
    ['cancelled', null, true],
    ['removed', null, true],
  ] as const)('%s: step %s, final %s', (status, step, final) => {
    expect(progressStep(status)).toBe(step);
    expect(isFinal(status)).toBe(final);
  });
});
