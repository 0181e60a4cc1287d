import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bulkOf, clientId, distinctIds, parsePayload, position } from './payload-schema';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('parsePayload', () => {
  const updates = v.strictObject({ isAvailable: v.optional(v.boolean('bad')), price: v.optional(v.number('bad')) }, 'bad');

  it('reads only the fields the data holds as its own: none hidden in its prototype', () => {
    // What the callable protocol makes of {"__proto__": {"price": 1}}: the key assigned, the object's prototype replaced.
    const decoded: Record<string, unknown> = { isAvailable: false };
    decoded['__proto__'] = { price: 1 };
    expect((decoded as { price?: number }).price).toBe(1);
    expect(parsePayload(updates, decoded)).toEqual({ isAvailable: false });
    expect(parsePayload(v.object({ list: v.array(updates) }), { list: [decoded] })).toEqual({ list: [{ isAvailable: false }] });
  });

  it('refuses with the words of the first wrong part, missing ids too', () => {
    const schema = v.object({ id: clientId('No such item'), at: v.optional(position('Bad order')) }, 'Failed');
    expect(refusal(() => parsePayload(schema, { id: 'a/b' }))).toBe('No such item');
    expect(refusal(() => parsePayload(schema, {}))).toBe('No such item');
    expect(refusal(() => parsePayload(schema, { id: 'x', at: 1e300 }))).toBe('Bad order');
    expect(refusal(() => parsePayload(schema, 'text'))).toBe('Failed');
  });

  it.each([
    [0, 'accepted'],
    [50, 'accepted'],
    [51, 'Bulk operations are limited to 50 items at a time.'],
  ])('takes a bulk list of %d entries: %s (doc 1 §5)', (n, answer) => {
    expect(refusal(() => parsePayload(bulkOf(v.number('entry'), 'list'), Array.from({ length: n }, (_, i) => i)))).toBe(answer);
  });

  it('counts a bulk list before it reads an entry, and refuses an id named twice', () => {
    expect(refusal(() => parsePayload(bulkOf(v.string('entry'), 'list'), Array(51).fill(1)))).toBe('Bulk operations are limited to 50 items at a time.');
    expect(refusal(() => parsePayload(bulkOf(v.string('entry'), 'list'), [1]))).toBe('entry');
    expect(refusal(() => parsePayload(distinctIds('twice'), ['a', 'a']))).toBe('twice');
    expect(parsePayload(distinctIds('twice'), ['a', 'b'])).toEqual(['a', 'b']);
  });
});
