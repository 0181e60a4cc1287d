// The header's page title for a path (doc 1 §2.1), older spellings included:
// the route table's (src/domain/shared/screens.ts).
import { screenAt, SCREENS } from '../../domain/shared/screens';

export function pageTitle(pathname: string): string | null {
  return screenAt(pathname)?.title ?? null;
}

export type HeaderAction = { kind: 'add'; to: string } | { kind: 'edit'; to: string } | { kind: 'save' };

/** The icon action of a page's header (doc 1 §2.3). */
export function headerAction(pathname: string): HeaderAction | null {
  const screen = screenAt(pathname);
  if (screen === SCREENS.menu) return { kind: 'add', to: SCREENS.menuAddMethod.path };
  if (screen === SCREENS.categories) return { kind: 'add', to: SCREENS.categoryAdd.path };
  if (screen === SCREENS.store) return { kind: 'edit', to: SCREENS.storeUpdate.path };
  if (screen === SCREENS.settings) return { kind: 'edit', to: SCREENS.settingsUpdate.path };
  if (screen && /^(New|Edit) /.test(screen.title)) return { kind: 'save' };
  return null;
}

/** Add and edit pages give their form this id; the header's save button submits it. */
export const PAGE_FORM_ID = 'page-form';
