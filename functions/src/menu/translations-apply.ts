// applyTranslationsSecure (command `translations.apply`): the
// bulk translation's one batch per language (doc 2 §7 "Translations"). It sets
// `translations.<language>` on each item and category, so the other languages
// stay as they are, whatever another device saved meanwhile.
import { FieldPath, type DocumentReference } from 'firebase-admin/firestore';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import type { Translation } from '../../../src/domain/shared/entities';
import { storedTranslation } from '../../../src/domain/menu/translation-source';
import { validateTranslationsApply } from '../../../src/domain/menu/translations-apply';
import { commandOf } from '../lib/command-call';
import { refuse } from '../lib/refuse';
import { MENU_FUNCTIONS } from '../../../src/domain/menu/functions';
import type { Implementations } from '../lib/deploy';

/** The Functions this module implements, by their declared names (src/domain/menu/functions.ts). */
export const TRANSLATIONS_APPLY_HANDLERS = {
  applyTranslationsSecure: commandOf('translations.apply', async (payload, ctx) => {
    // The rules (a language code, texts within bounds, something to write) before any read.
    const read = validateTranslationsApply(payload);
    if (!read.ok) refuse(read, MESSAGES.settings.translationsSaveFailed);
    const { language, items, categories } = read.value;
    const rows: Array<{ ref: DocumentReference; translation: Translation }> = [
      ...items.map(({ menuItemId, ...translation }) => ({ ref: ctx.db.doc(`stores/${ctx.storeId}/menuItems/${menuItemId}`), translation })),
      ...categories.map(({ categoryId, ...translation }) => ({ ref: ctx.db.doc(`stores/${ctx.storeId}/categories/${categoryId}`), translation })),
    ];
    const snaps = await ctx.tx.getAll(...rows.map((r) => r.ref));
    let written = 0;
    rows.forEach((row, i) => {
      const snap = snaps[i];
      // A row deleted since the dialog read it is skipped, as reorders skip one:
      // the rest of the language is still worth saving.
      if (!snap?.exists || snap.get('_deleted') === true) return;
      // A FieldPath, not a dotted string: the language code is one segment whatever it holds.
      // With the source it was made from, when the device sent one (shape checked only).
      ctx.tx.update(row.ref, new FieldPath('translations', language), storedTranslation(row.translation),
        'updatedAt', ctx.now, '_deleted', false, 'lastChangedBy', ctx.actor);
      written += 1;
    });
    if (written === 0) throw new DomainError('not-found', MESSAGES.settings.translationsSaveFailed);
    return { success: true, written };
  }),
} satisfies Partial<Implementations<typeof MENU_FUNCTIONS>>;
