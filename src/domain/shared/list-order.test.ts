import { describe, expect, it } from 'vitest';
import { arrangeBy, agreesWith } from './list-order';

const rows = (ids: string) => ids.split('').map((id) => ({ id }));
const ids = (list: { id: string }[]) => list.map((r) => r.id).join('');

describe('arrangeBy', () => {
  it.each([
    ['ABC', 'CAB', 'CAB'],
    ['ABC', 'BA', 'BAC'], // a row added meanwhile keeps its place after the dropped ones
    ['ABC', 'XBA', 'BAC'], // an id no longer in the view is ignored
    ['', 'AB', ''],
  ])('%s arranged by %s is %s', (from, order, expected) => {
    expect(ids(arrangeBy(rows(from), order.split('')))).toBe(expected);
  });
});

describe('agreesWith', () => {
  it.each([
    ['ABC', 'ABC', true],
    ['ABC', 'ACB', false],
    ['ABC', 'AB', true], // C was added meanwhile
    ['ABC', 'BA', false],
    ['AB', 'ABC', true], // C is gone meanwhile
    ['CA', 'CBA', true],
    ['AC', 'CBA', false],
  ])('%s as %s: %s', (from, order, expected) => {
    expect(agreesWith(rows(from), order.split(''))).toBe(expected);
  });
});
