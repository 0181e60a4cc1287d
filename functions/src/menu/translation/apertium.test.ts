import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { apertiumProvider, deformat, reformat, stopApertium } from './apertium';

// The local translation provider against Debian's Apertium (apertium, apertium-eng-spa; .ci/run installs them).
const hasApertium = /\beng-spa\b/.test(spawnSync('apertium', ['-l'], { encoding: 'utf8' }).stdout ?? '');
if (!hasApertium) console.warn('apertium.test: the pipeline tests are skipped: install the Debian packages apertium and apertium-eng-spa');

describe('the stream format', () => {
  it('escapes what Apertium reads as markup, keeps line breaks, and comes back to the same text', () => {
    const text = 'Tofu [spicy] ^$@ 1/2 <b> {x} \\ 50%\nsecond line';
    expect(deformat(text)).toBe('Tofu \\[spicy\\] \\^\\$\\@ 1\\/2 \\<b\\> \\{x\\} \\\\ 50%[\n]second line.[]');
    expect(reformat(deformat(text))).toBe(text);
  });

  it('drops only the closing mark it added, not a full stop of the text', () => {
    expect(reformat(deformat('Egg. Rice.'))).toBe('Egg. Rice.');
  });
});

describe.skipIf(!hasApertium)('the running pipeline (needs apertium and apertium-eng-spa)', () => {
  afterAll(() => stopApertium());

  it('answers texts sent at once each with its own translation, in Spanish', async () => {
    const texts = ['Fried rice with egg', 'Hot and sour soup', 'Chicken', 'Two\nlines', 'Green tea [hot]'];
    const answers = await Promise.all(texts.map((text) => apertiumProvider.translate(text, 'en', 'es')));
    expect(answers).toEqual(['Arroz freído con huevo', expect.stringMatching(/sopa/i), 'Pollo', 'Dos\nlíneas', expect.stringMatching(/^Té verde \[/)]);
  });

  it('starts again after it is stopped, and a hundred texts in one pipeline each get their own answer', async () => {
    stopApertium();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => apertiumProvider.translate(`Chicken number ${i}`, 'en', 'es')));
    expect(answers).toEqual(Array.from({ length: 100 }, (_, i) => `Número de pollo ${i}`));
  });

  it('a text waiting when its pipeline is killed is asked again on a fresh one, and answered', async () => {
    const waiting = apertiumProvider.translate('Chicken', 'en', 'es');
    stopApertium();
    expect(await waiting).toBe('Pollo');
  });

  it('answers null for a pair that is not installed, and the installed one still works', async () => {
    expect(await apertiumProvider.translate('Chicken', 'en', 'fr')).toBeNull();
    expect(await apertiumProvider.translate('Chicken', 'en', 'es')).toBe('Pollo');
  });
});
