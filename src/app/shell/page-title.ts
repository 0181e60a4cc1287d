// The header's page title for a path (doc 1 §2.1), including the older
// spellings the spec says the lookup still recognises.
const EXACT: Readonly<Record<string, string>> = {
  '/': 'Dashboard',
  '/order-summary': 'Order Summary',
  '/menu': 'Menu',
  '/menu/add-method': 'Add Menu Item',
  '/menu/method-selection': 'Add Menu Item',
  '/menu/add': 'New Menu Item',
  '/menu/new': 'New Menu Item',
  '/menu/add-photo': 'Upload Photos',
  '/menu/photo-upload': 'Upload Photos',
  '/categories': 'Categories',
  '/categories/add': 'New Category',
  '/categories/new': 'New Category',
  '/orders': 'Orders',
  '/kitchen': 'Kitchen',
  '/messages': 'Messages',
  '/preview': 'Preview',
  '/store': 'Store',
  '/store/update': 'Edit Store Info',
  '/settings': 'Settings',
  '/settings/update': 'Edit Settings',
  '/help': 'Help & Support',
};

const PATTERNS: readonly [RegExp, string][] = [
  [/^\/menu\/(add|update)\/[^/]+$/, 'Edit Menu Item'],
  [/^\/categories\/(add|update)\/[^/]+$/, 'Edit Category'],
  [/^\/menu\/import\/[^/]+$/, 'Review Imported Menu'],
];

export function pageTitle(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return EXACT[path] ?? PATTERNS.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

export type HeaderAction = { kind: 'add'; to: string } | { kind: 'edit'; to: string } | { kind: 'save' };

/** The icon action of a page's header (doc 1 §2.3). */
export function headerAction(pathname: string): HeaderAction | null {
  const title = pageTitle(pathname);
  if (title === 'Menu') return { kind: 'add', to: '/menu/add-method' };
  if (title === 'Categories') return { kind: 'add', to: '/categories/add' };
  if (title === 'Store') return { kind: 'edit', to: '/store/update' };
  if (title === 'Settings') return { kind: 'edit', to: '/settings/update' };
  if (title && /^(New|Edit) /.test(title)) return { kind: 'save' };
  return null;
}

/** Add and edit pages give their form this id; the header's save button submits it. */
export const PAGE_FORM_ID = 'page-form';
