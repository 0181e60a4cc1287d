// The menu's languages as a caller sends them (upload, read again): absent,
// or judged by the same rule the screen applies, and kept in the reader's
// order. The list's shape is the command's schema's (src/domain/menu-import/commands.ts).
import { DomainError } from '../../../src/domain/shared/errors';
import { menuLanguagesError, menuLanguagesOf } from '../../../src/domain/menu-import/menu-languages';

/** undefined when none were sent (the store's languages are read then). */
export function ruledMenuLanguages(languages: readonly string[] | null | undefined): string[] | undefined {
  if (languages === undefined || languages === null) return undefined;
  const error = menuLanguagesError(languages);
  if (error) throw new DomainError('invalid-argument', error);
  return menuLanguagesOf(languages);
}
