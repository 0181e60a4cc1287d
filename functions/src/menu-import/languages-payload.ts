// The menu's languages as a caller sends them (upload, read again): absent,
// or checked by the same rule the screen applies, and kept in the reader's order.
import { DomainError } from '../../../src/domain/shared/errors';
import { menuLanguagesError, menuLanguagesOf } from '../../../src/domain/menu-import/menu-languages';

/** undefined when none were sent (the store's languages are read then). */
export function menuLanguagesPayload(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const error = menuLanguagesError(value);
  if (error) throw new DomainError('invalid-argument', error);
  return menuLanguagesOf(value as string[]);
}
