import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { translationSource } from './payloads';
import { isTranslationOutOfDate, outOfDateLanguages, sourceOf } from './translation-source';

const es = (source?: { name: string; description: string }) => ({ name: 'Salmón', description: 'A la parrilla', ...(source ? { source } : {}) });

describe('isTranslationOutOfDate', () => {
  it.each([
    ['same original', { name: 'Salmon', description: 'Grilled' }, es({ name: 'Salmon', description: 'Grilled' }), false],
    ['spaces around do not count', { name: ' Salmon ', description: 'Grilled ' }, es({ name: 'Salmon', description: 'Grilled' }), false],
    ['name changed', { name: 'Smoked salmon', description: 'Grilled' }, es({ name: 'Salmon', description: 'Grilled' }), true],
    ['description changed', { name: 'Salmon', description: 'Baked' }, es({ name: 'Salmon', description: 'Grilled' }), true],
    ['description removed', { name: 'Salmon' }, es({ name: 'Salmon', description: 'Grilled' }), true],
    ['no source recorded: never flagged', { name: 'Anything', description: '' }, es(), false],
    ['no translation', { name: 'Salmon', description: '' }, undefined, false],
  ] as const)('%s', (_case, original, translation, expected) => {
    expect(isTranslationOutOfDate(original, translation)).toBe(expected);
  });
});

it('outOfDateLanguages lists the stale languages only, in code order', () => {
  const item = {
    name: 'Salmon', description: 'Grilled',
    translations: {
      zh: { name: '三文鱼', description: '', source: { name: 'Old salmon', description: 'Grilled' } },
      es: { name: 'Salmón', description: '', source: { name: 'Salmon', description: 'Fried' } },
      fr: { name: 'Saumon', description: '', source: sourceOf({ name: 'Salmon', description: 'Grilled' }) },
      de: { name: 'Lachs', description: '' },
    },
  };
  expect(outOfDateLanguages(item)).toEqual(['es', 'zh']);
});

describe('a translation source: shape only', () => {
  // undefined when absent, null when malformed (the payload is refused), else the source cut to an original's bounds.
  const read = (value: unknown) => {
    const parsed = v.safeParse(v.optional(translationSource('refused')), value);
    return parsed.success ? parsed.output : null;
  };
  it.each([
    [undefined, undefined],
    [{ name: 'Salmon', description: '' }, { name: 'Salmon', description: '' }],
    [{ name: 'x'.repeat(150), description: 'y' }, { name: 'x'.repeat(100), description: 'y' }],
    [{ name: 1, description: '' }, null],
    [{ name: 'Salmon' }, null],
    ['Salmon', null],
    [[], null],
  ])('%j → %j', (value, expected) => {
    expect(read(value)).toEqual(expected);
  });
});
