// The one table of what storage.rules allows, read by the stand-in's unit test
// (rules.test.ts, the rule functions alone) and by the integration test
// (tests/integration/storage.test.ts, the real SDK against whichever Storage
// emulator runs). Each line: who, what, where, with which file, and the answer.
import { MENU_IMAGE_MAX_BYTES, UPLOAD_MAX_BYTES } from '../../src/domain/shared/limits.ts';

/**
 * The store's members by role (each with a member document); `removed`, a
 * member removed since, whose token still names the store as OWNER; the
 * outsider, an owner of another store; and nobody signed in.
 */
export type CaseCaller = 'owner' | 'manager' | 'staff' | 'kitchen' | 'removed' | 'outsider' | 'signed-out';

/** The role each caller's member document of the store holds (none for the others). */
export const CASE_ROLES = { owner: 'OWNER', manager: 'MANAGER', staff: 'STAFF', kitchen: 'KITCHEN' } as const;

export type RuleCase =
  | { caller: CaseCaller; op: 'write'; path: string; contentType: string; size: number; allowed: boolean; over?: boolean }
  | { caller: CaseCaller; op: 'read' | 'delete' | 'list'; path: string; allowed: boolean };

const KB = 1024;

/**
 * `store` is the members' store. Read and delete targets are the fixtures of
 * `fixturePaths`. The file rows are the owner's; the role rows say who reads
 * and writes each folder: dish photos read by every member and written by
 * the menu's roles, import files read and written by the importers'
 * (owner and manager), never by a member removed since.
 */
export function ruleCases(store: string): RuleCase[] {
  const menu = (file: string) => `stores/${store}/menu/${file}`;
  const imports = (file: string) => `stores/${store}/processing-photos/${file}`;
  const write = (caller: CaseCaller, path: string, contentType: string, size: number, allowed: boolean, over = false): RuleCase =>
    ({ caller, op: 'write', path, contentType, size, allowed, ...(over ? { over } : {}) });
  return [
    // Menu images: raster images named {itemId}.jpg|png|webp, strictly under 5 MB.
    write('owner', menu('i1.jpg'), 'image/jpeg', 2 * KB, true),
    write('owner', menu('i2.webp'), 'image/webp', 2 * KB, true),
    write('owner', menu('i2.heic'), 'image/heic', 2 * KB, false),
    write('owner', menu('logo.svg'), 'image/svg+xml', 2 * KB, false),
    write('owner', menu('i10.png'), 'image/svg+xml', 2 * KB, false),
    write('owner', menu('..%2Fx.jpg'), 'image/jpeg', 2 * KB, false),
    write('owner', menu('a b.jpg'), 'image/jpeg', 2 * KB, false),
    write('owner', menu('i3.jpg'), 'image/jpeg', MENU_IMAGE_MAX_BYTES - 1, true),
    write('owner', menu('i4.jpg'), 'image/jpeg', MENU_IMAGE_MAX_BYTES, false),
    write('owner', menu('i5.pdf'), 'application/pdf', 2 * KB, false),
    write('owner', menu('i6.jpg'), 'application/octet-stream', 2 * KB, false),
    write('owner', menu('i7.jpg'), 'text/html', 2 * KB, false),
    write('owner', menu('i8.jpg'), 'image/', 2 * KB, false),
    write('owner', menu('deeper/i9.jpg'), 'image/jpeg', 2 * KB, false),
    // Import files: images or PDF, strictly under 10 MB.
    write('owner', imports('menu-photo-1.png'), 'image/png', 300 * KB, true),
    write('owner', imports('menu-photo-2.pdf'), 'application/pdf', UPLOAD_MAX_BYTES - 1, true),
    write('owner', imports('menu-photo-3.jpg'), 'image/jpeg', MENU_IMAGE_MAX_BYTES + 1, true),
    write('owner', imports('menu-photo-4.pdf'), 'application/pdf', UPLOAD_MAX_BYTES, false),
    write('owner', imports('menu-photo-5.txt'), 'text/plain', 2 * KB, false),
    write('owner', imports('menu-photo-6.svg'), 'image/svg+xml', 2 * KB, false),
    write('owner', imports('chosen-name.pdf'), 'application/pdf', 2 * KB, false),
    // A short suffix after the timestamp (the reader's tests tell their uploads apart so).
    write('owner', imports('menu-photo-8-1e76cf.png'), 'image/png', 2 * KB, true),
    write('owner', imports('menu-photo-9-../x.png'), 'image/png', 2 * KB, false),
    write('owner', imports('menu-photo-7.heic'), 'image/heic', 2 * KB, true),
    // Over a file already there (the fixtures): a menu image is replaced; an import file is written once.
    write('owner', fixturePaths(store).menuImage, 'image/jpeg', 2 * KB, true, true),
    write('owner', fixturePaths(store).importFile, 'application/pdf', 2 * KB, false, true),
    // Nothing else anywhere.
    write('owner', `stores/${store}/other/x.jpg`, 'image/jpeg', 2 * KB, false),
    write('owner', `stores/${store}/x.jpg`, 'image/jpeg', 2 * KB, false),
    write('owner', 'public/logo.png', 'image/png', 2 * KB, false),
    write('outsider', menu('o1.jpg'), 'image/jpeg', 2 * KB, false),
    write('outsider', imports('o2.pdf'), 'application/pdf', 2 * KB, false),
    write('signed-out', menu('s1.jpg'), 'image/jpeg', 2 * KB, false),
    write('signed-out', imports('s2.pdf'), 'application/pdf', 2 * KB, false),
    // Reads: in the app's folders only (a missing object is allowed to be looked for).
    { caller: 'owner', op: 'read', path: fixturePaths(store).menuImage, allowed: true },
    { caller: 'owner', op: 'read', path: `stores/${store}/menu/missing.jpg`, allowed: true },
    { caller: 'owner', op: 'read', path: `stores/${store}/other/missing.txt`, allowed: false },
    { caller: 'owner', op: 'read', path: 'public/logo.png', allowed: false },
    { caller: 'outsider', op: 'read', path: fixturePaths(store).menuImage, allowed: false },
    { caller: 'signed-out', op: 'read', path: fixturePaths(store).importFile, allowed: false },
    { caller: 'owner', op: 'list', path: `stores/${store}/menu/`, allowed: true },
    { caller: 'outsider', op: 'list', path: `stores/${store}/menu/`, allowed: false },
    // Who reads and writes each folder, by role.
    ...roleRows(store),
    // Deletes: none by members. The Functions delete menu images, and import
    // files with their records (a member's delete then create would overwrite one).
    { caller: 'owner', op: 'delete', path: fixturePaths(store).menuImage, allowed: false },
    { caller: 'outsider', op: 'delete', path: fixturePaths(store).importFile, allowed: false },
    { caller: 'owner', op: 'delete', path: fixturePaths(store).importFile, allowed: false },
  ];
}

function roleRows(store: string): RuleCase[] {
  const { menuImage, importFile } = fixturePaths(store);
  const rows: Array<[CaseCaller, readRoles: [menu: boolean, imports: boolean], writeRoles: [menu: boolean, imports: boolean]]> = [
    ['manager', [true, true], [true, true]],
    ['staff', [true, false], [false, false]],
    ['kitchen', [true, false], [false, false]],
    ['removed', [false, false], [false, false]],
  ];
  return rows.flatMap(([caller, [readsMenu, readsImports], [writesMenu, writesImports]]): RuleCase[] => [
    { caller, op: 'read', path: menuImage, allowed: readsMenu },
    { caller, op: 'read', path: importFile, allowed: readsImports },
    { caller, op: 'list', path: `stores/${store}/processing-photos/`, allowed: readsImports },
    { caller, op: 'write', path: `stores/${store}/menu/${caller}-dish.jpg`, contentType: 'image/jpeg', size: 2 * KB, allowed: writesMenu },
    { caller, op: 'write', path: `stores/${store}/processing-photos/menu-photo-77-${caller}.png`, contentType: 'image/png', size: 2 * KB, allowed: writesImports },
  ]);
}

/** Objects a test puts in the store first, for the read and delete lines. */
export function fixturePaths(store: string) {
  return { menuImage: `stores/${store}/menu/fixture.jpg`, importFile: `stores/${store}/processing-photos/menu-photo-1700000000000.pdf` };
}

/** One line of the table as a test name. */
export function describeCase(c: RuleCase): string {
  const file = c.op === 'write' ? ` (${c.contentType}, ${c.size} bytes${c.over ? ', over a stored file' : ''})` : '';
  return `${c.caller} ${c.op} ${c.path}${file} → ${c.allowed ? 'allowed' : 'denied'}`;
}
