// A translation remembers the original text it was made from (beyond
// the spec), so a name or description changed later flags that
// language's translation 'out of date' in the menu item editor and the menu
// list. The server stores the source it is given after checking its shape
// only (translationSource, payloads.ts): it is a hint for the seller, not a
// rule anything depends on.
import type { Translation, TranslationSource } from '../shared/entities';

const same = (a: string | undefined, b: string | undefined) => (a ?? '').trim() === (b ?? '').trim();

/** The source of a translation made now from this original. */
export function sourceOf(original: { name: string; description?: string }): TranslationSource {
  return { name: original.name.trim(), description: (original.description ?? '').trim() };
}

/** Out of date: made from a name or description the original no longer has. Without a source, never. */
export function isTranslationOutOfDate(original: { name: string; description?: string }, translation: Translation | undefined): boolean {
  const source = translation?.source;
  if (!source) return false;
  return !same(source.name, original.name) || !same(source.description, original.description);
}

/** The languages whose translation is out of date, in code order. */
export function outOfDateLanguages(original: { name: string; description?: string; translations?: Readonly<Record<string, Translation>> }): string[] {
  return Object.entries(original.translations ?? {})
    .filter(([, t]) => isTranslationOutOfDate(original, t))
    .map(([code]) => code)
    .sort();
}

/** A translation as stored: its texts, and its source when it has one. */
export function storedTranslation(t: Translation): Translation {
  return t.source ? { name: t.name, description: t.description, source: t.source } : { name: t.name, description: t.description };
}
