// The shell's route table (doc 1 §2.1): every screen's address, the older
// spellings the spec keeps, its title, the permission its work asks
// (src/domain/team/permissions.ts) and whether the sidebar lists it. The
// router (src/app/screen-routes.tsx), the sidebar, the guards and the page
// titles all read it; a screen's lazily loaded component is given by its
// feature under the same name, and the app does not compile while one is missing.
import type { Permission } from './permission';

export interface Screen {
  /** The address, `:name` for a parameter. */
  path: string;
  /** Older spellings (doc 1 §2.1): the same screen under the same title. */
  older?: readonly string[];
  title: string;
  permission: Permission;
  /** Listed in the sidebar, in this table's order. */
  nav?: true;
}

export const SCREENS = {
  dashboard: { path: '/', title: 'Dashboard', permission: 'analytics', nav: true },
  orderSummary: { path: '/order-summary', title: 'Order Summary', permission: 'analytics', nav: true },
  // The list is where an item is 86'd; adding and editing are the menu's.
  menu: { path: '/menu', title: 'Menu', permission: 'availability', nav: true },
  categories: { path: '/categories', title: 'Categories', permission: 'menu', nav: true },
  orders: { path: '/orders', title: 'Orders', permission: 'orders', nav: true },
  kitchen: { path: '/kitchen', title: 'Kitchen', permission: 'kitchen', nav: true },
  messages: { path: '/messages', title: 'Messages', permission: 'messages', nav: true },
  store: { path: '/store', title: 'Store', permission: 'settings', nav: true },
  settings: { path: '/settings', title: 'Settings', permission: 'settings', nav: true },
  help: { path: '/help', title: 'Help & Support', permission: 'help', nav: true },
  preview: { path: '/preview', title: 'Preview', permission: 'tables', nav: true },
  menuAddMethod: { path: '/menu/add-method', older: ['/menu/method-selection'], title: 'Add Menu Item', permission: 'menu' },
  menuAdd: { path: '/menu/add', older: ['/menu/new'], title: 'New Menu Item', permission: 'menu' },
  menuEdit: { path: '/menu/add/:itemId', older: ['/menu/update/:itemId'], title: 'Edit Menu Item', permission: 'menu' },
  menuAddPhoto: { path: '/menu/add-photo', older: ['/menu/photo-upload'], title: 'Upload Photos', permission: 'import' },
  menuImportReview: { path: '/menu/import/:uploadId', title: 'Review Imported Menu', permission: 'import' },
  categoryAdd: { path: '/categories/add', older: ['/categories/new'], title: 'New Category', permission: 'menu' },
  categoryEdit: { path: '/categories/add/:categoryId', older: ['/categories/update/:categoryId'], title: 'Edit Category', permission: 'menu' },
  storeUpdate: { path: '/store/update', title: 'Edit Store Info', permission: 'settings' },
  settingsUpdate: { path: '/settings/update', title: 'Edit Settings', permission: 'settings' },
} as const satisfies Readonly<Record<string, Screen>>;

export type ScreenName = keyof typeof SCREENS;

/** Every address a screen answers: its path, then its older spellings. */
export function addressesOf(screen: Screen): readonly string[] {
  return [screen.path, ...(screen.older ?? [])];
}

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.split('/');
  return want.length === have.length && want.every((part, i) => part.startsWith(':') ? (have[i] ?? '') !== '' : part === have[i]);
}

/** The name of the screen an address opens (a trailing slash ignored), or undefined for one that is no screen. */
export function screenNameAt(pathname: string): ScreenName | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (Object.keys(SCREENS) as ScreenName[]).find((name) => addressesOf(SCREENS[name]).some((pattern) => matches(pattern, path)));
}

/** The screen an address opens (a trailing slash ignored), or undefined for one that is no screen. */
export function screenAt(pathname: string): Screen | undefined {
  const name = screenNameAt(pathname);
  return name && SCREENS[name];
}

/** A screen's address with its parameters filled in. */
export function screenPath(name: ScreenName, params: Readonly<Record<string, string>> = {}): string {
  return SCREENS[name].path.replace(/:([A-Za-z]+)/g, (_all, key: string) => encodeURIComponent(params[key] ?? ''));
}

/**
 * What a feature gives the router: the element of each of its screens, by
 * name (any React element; the domain only names the type's keys).
 */
export type ScreenElements = Partial<Record<ScreenName, unknown>>;

/**
 * What a feature may give besides: a screen's code loaded ahead, for the
 * screens a user opens first after signing in (the app calls it on the
 * sign-in click for the screen the user is headed for).
 */
export type ScreenPreloads = Partial<Record<ScreenName, () => Promise<unknown>>>;
