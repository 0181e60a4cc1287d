// Reading untrusted menu-item payloads into typed values. A wrong type is
// refused as invalid-argument; a missing or non-positive price is left to
// validateMenuItem so the user sees the spec's one required-fields text; the
// caps (lengths, translations) are src/domain's and are checked here, before
// the handler reads anything.
import type { MenuItemUpdates } from '../../../src/domain/sync/commands';
import type { Translation } from '../../../src/domain/shared/entities';
import { DomainError } from '../../../src/domain/shared/errors';
import { readTranslationSource, storedTranslation } from '../../../src/domain/menu/translation-source';
import { validateMenuItemUpdates } from '../../../src/domain/menu/menu-item-validation';
import { fieldsOf, isFields, orderIndexOf } from '../lib/payload';
import { refuse } from '../lib/refuse';

function translationsOf(value: unknown, failure: string): Record<string, Translation> {
  // fromEntries, not assignment: a '__proto__' key stays a key (and is then refused as a language).
  return Object.fromEntries(
    Object.entries(fieldsOf(value, failure)).map(([language, entry]) => {
      if (!isFields(entry) || typeof entry.name !== 'string' || typeof entry.description !== 'string') {
        throw new DomainError('invalid-argument', failure);
      }
      // The original it was made from: stored as given, after its shape is checked.
      const source = readTranslationSource(entry.source);
      if (source === null) throw new DomainError('invalid-argument', failure);
      return [language, storedTranslation({ name: entry.name, description: entry.description, ...(source ? { source } : {}) })];
    }),
  );
}

const STRINGS = ['name', 'description', 'imageUrl', 'imagePath'] as const;
const BOOLEANS = ['isAvailable', 'beautifyEnabled'] as const;

/** The fields a user may set on a menu item; any other field, a wrong type or a broken cap is refused. */
export function menuItemUpdatesOf(value: unknown, failure: string, priceFailure: string): MenuItemUpdates {
  const out: MenuItemUpdates = {};
  for (const [key, v] of Object.entries(fieldsOf(value, failure))) {
    if (v === undefined) continue;
    if ((STRINGS as readonly string[]).includes(key) && typeof v === 'string') out[key as (typeof STRINGS)[number]] = v;
    else if ((BOOLEANS as readonly string[]).includes(key) && typeof v === 'boolean') out[key as (typeof BOOLEANS)[number]] = v;
    else if (key === 'price') {
      if (typeof v !== 'number') throw new DomainError('invalid-argument', priceFailure);
      out.price = v;
    } else if (key === 'orderIndex') out.orderIndex = orderIndexOf(v, failure);
    else if (key === 'translations') out.translations = translationsOf(v, failure);
    else throw new DomainError('invalid-argument', failure);
  }
  const checked = validateMenuItemUpdates(out);
  if (!checked.ok) refuse(checked, failure);
  return out;
}
