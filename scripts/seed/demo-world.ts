// The demo world of the Seller Portal: one owner with two stores, a 30-item menu,
// 60 days of orders, guest messages, table links and setup records.
// buildDemoWorld is pure and deterministic: same `now` (and time zone) -> same world.

import { HARBOR_CONFIGS, NIGHT_MARKET_CONFIGS } from './demo-configs.ts';
import { HARBOR_MENU, NIGHT_MARKET_MENU, type SeedCategory } from './demo-menu.ts';
import { dayKey, generateMessages, generateOrders, localDay, ORDER_DAYS, type OrderableDish } from './demo-orders.ts';
import { randInt, rngFor, uuidFrom } from './demo-random.ts';
import type {
  CategoryDoc,
  DemoOwner,
  DemoStoreBundle,
  DemoDisplay,
  DemoTeamMember,
  HistoryCrew,
  MemberSeedDoc,
  DemoWorld,
  MenuItemCategoryDoc,
  MenuItemDoc,
  QrGenerationDoc,
  TableLinkDoc,
  UploadRecordDoc,
} from './demo-types.ts';

export type * from './demo-types.ts';
export { ORDER_STATUSES, STORE_SUBCOLLECTIONS } from './demo-types.ts';

export const DEMO_OWNER: Readonly<DemoOwner> = {
  uid: 'demo-owner-0001',
  email: 'owner@demo.test',
  password: 'demo-pass-123',
  displayName: 'Demo Owner',
};
export const HARBOR_STORE_ID = 'demo-harbor-kitchen';

/** Harbor Kitchen's team (README lists their sign-ins). */
export const DEMO_TEAM: readonly Readonly<DemoTeamMember>[] = [
  { uid: 'demo-manager-0001', email: 'manager@demo.test', password: 'demo-pass-123', displayName: 'Maya Manager', role: 'MANAGER', storeId: 'demo-harbor-kitchen' },
  { uid: 'demo-staff-0001', email: 'staff@demo.test', password: 'demo-pass-123', displayName: 'Sam Server', role: 'STAFF', storeId: 'demo-harbor-kitchen' },
  { uid: 'demo-kitchen-0001', email: 'kitchen@demo.test', password: 'demo-pass-123', displayName: 'Kit Cook', role: 'KITCHEN', storeId: 'demo-harbor-kitchen' },
];
export const NIGHT_MARKET_STORE_ID = 'demo-night-market';

/**
 * Harbor Kitchen's paired kitchen display: a device member, not a person, as
 * pairing on the owner's screen makes one. A tablet opens it with the code
 * below (README), which the seed opens for a day after each run, once.
 */
export const DEMO_DISPLAY: Readonly<DemoDisplay> = {
  uid: 'demo-display-0001',
  storeId: HARBOR_STORE_ID,
  displayName: 'Kitchen display 1',
  pairingCode: 'HRBRKTCH',
};
/** How long after seeding the display's code stays open (the world's `now` plus this). */
export const DEMO_PAIRING_OPEN_MS = 24 * 60 * 60_000;

/**
 * Who moves Harbor Kitchen's orders in its history, by the names on their
 * member documents (as the Functions record them), so the order detail shows
 * the team: the kitchen member starts and readies, the others do the rest.
 */
function harborCrew(owner: DemoOwner): HistoryCrew {
  const named = (m: { uid: string; displayName: string }) => ({ uid: m.uid, name: m.displayName });
  return {
    front: [named(owner), ...DEMO_TEAM.filter((m) => m.role !== 'KITCHEN').map(named)],
    kitchen: DEMO_TEAM.filter((m) => m.role === 'KITCHEN').map(named),
  };
}
export const DEMO_STORE_IDS = [HARBOR_STORE_ID, NIGHT_MARKET_STORE_ID] as const;

const HARBOR_TABLES = 12;
const MINUTE = 60_000;

/** A local wall-clock instant `daysAgo` days before today (at hh:mm). */
function daysAgoAt(now: Date, daysAgo: number, hh: number, mm = 0): Date {
  const d = localDay(now, daysAgo);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate(), hh, mm);
}
const plusMinutes = (d: Date, minutes: number): Date => new Date(d.getTime() + minutes * MINUTE);

export interface BuiltMenu {
  categories: CategoryDoc[];
  menuItems: MenuItemDoc[];
  menuItemCategories: MenuItemCategoryDoc[];
  orderable: OrderableDish[];
}

export function buildMenu(storeId: string, menu: readonly SeedCategory[], createdAt: Date): BuiltMenu {
  const out: BuiltMenu = { categories: [], menuItems: [], menuItemCategories: [], orderable: [] };
  menu.forEach((cat, catIndex) => {
    const categoryId = `cat-${cat.slug}`;
    out.categories.push({
      id: categoryId,
      storeId,
      name: cat.name,
      description: cat.description,
      icon: cat.icon,
      color: cat.color,
      isActive: true,
      orderIndex: catIndex,
      translations: { zh: { name: cat.zh[0], description: cat.zh[1] } },
      createdAt,
    });
    for (const dish of cat.dishes) {
      const id = `item-${dish.slug}`;
      const orderIndex = out.menuItems.length;
      const itemCreatedAt = new Date(createdAt.getTime() + (orderIndex + 1) * 1000);
      out.menuItems.push({
        id,
        storeId,
        name: dish.name,
        description: dish.description,
        price: dish.price,
        category: cat.name,
        categories: [categoryId],
        imageUrl: '',
        isAvailable: dish.available ?? true,
        orderIndex,
        beautifyEnabled: false,
        translations: { zh: { name: dish.zh[0], description: dish.zh[1] } },
        createdAt: itemCreatedAt,
      });
      out.menuItemCategories.push({ id: `${id}_${categoryId}`, menuItemId: id, categoryId, storeId, createdAt: itemCreatedAt });
      if (dish.available ?? true) out.orderable.push({ id, name: dish.name, price: dish.price, weight: dish.weight });
    }
  });
  return out;
}

function emptyBundle(): Omit<DemoStoreBundle, 'store'> {
  return {
    categories: [],
    menuItems: [],
    menuItemCategories: [],
    orders: [],
    customerMessages: [],
    tableLinks: [],
    uploadHistory: [],
    qrCodeGenerations: [],
    members: [],
  };
}

/** The owner as the store's first member, as createStoreForCurrentUser records it. */
function ownerMember(owner: DemoOwner, opened: Date): MemberSeedDoc {
  return { id: owner.uid, role: 'OWNER', kind: 'person', email: owner.email, displayName: owner.displayName, addedBy: owner.uid, createdAt: opened };
}

function buildHarbor(now: Date, owner: DemoOwner): DemoStoreBundle {
  const storeId = HARBOR_STORE_ID;
  const storeName = 'Harbor Kitchen';
  const opened = daysAgoAt(now, ORDER_DAYS + 3, 9, 30);
  const uploadedAt = daysAgoAt(now, ORDER_DAYS + 2, 10, 15);
  const processedAt = plusMinutes(uploadedAt, 185);
  const fileName = `menu-photo-${dayKey(uploadedAt).replaceAll('-', '')}-101522.jpg`;
  const upload: UploadRecordDoc = {
    id: 'upload-0001',
    fileName,
    fileType: 'image',
    fileSize: 2_483_117,
    storagePath: `stores/${storeId}/uploads/upload-0001/${fileName}`,
    status: 'completed',
    uploadedAt,
    processingStartedAt: plusMinutes(uploadedAt, 2),
    processedAt,
    menuItemsCreated: HARBOR_MENU.reduce((n, c) => n + c.dishes.length, 0),
    createdAt: uploadedAt,
  };
  const requestedAt = daysAgoAt(now, ORDER_DAYS + 2, 15, 40);
  const qrCompletedAt = plusMinutes(requestedAt, 3);
  const qr: QrGenerationDoc = {
    id: 'qrgen-0001',
    tableCount: HARBOR_TABLES,
    deliveryMethod: 'email',
    deliveryDetails: { email: owner.email },
    requestedBy: owner.uid,
    requestedAt,
    status: 'completed',
    completedAt: qrCompletedAt,
    createdAt: requestedAt,
  };

  const menu = buildMenu(storeId, HARBOR_MENU, processedAt);
  const crew = harborCrew(owner);
  // The dishes sold out were 86'd by the floor's staff member, as the menu form then says.
  const eightySixer = crew.front[crew.front.length - 1];
  for (const item of menu.menuItems) if (!item.isAvailable && eightySixer) item.lastChangedBy = { ...eightySixer };
  const orders = generateOrders(now, menu.orderable, HARBOR_TABLES, crew);
  const customerMessages = generateMessages(now, orders, owner.uid, HARBOR_TABLES);

  const linkRng = rngFor(`tableLinks:${storeId}`);
  const tableLinks: TableLinkDoc[] = Array.from({ length: HARBOR_TABLES }, (_, i) => {
    const tableId = `table_${i + 1}`;
    const uuid = uuidFrom(linkRng);
    const scans = orders.filter((o) => o.tableId === tableId).length;
    return {
      uuid,
      storeId,
      tableId,
      storeName,
      accessCount: scans * 2 + randInt(linkRng, 0, 15),
      isActive: true,
      createdAt: qrCompletedAt,
    };
  });

  return {
    store: {
      id: storeId,
      ownerId: owner.uid,
      storeName,
      address: 'Pier 39, Suite 214, San Francisco, CA 94133',
      phone: '+1 (415) 555-0134',
      googleLink: 'https://maps.google.com/?q=Harbor+Kitchen+Pier+39+San+Francisco',
      yelpLink: 'https://www.yelp.com/biz/harbor-kitchen-san-francisco',
      tableCount: HARBOR_TABLES,
      hasQRCodes: true,
      qrCodesUpdatedAt: qrCompletedAt,
      hasCompletedOnboarding: true,
      configs: structuredClone(HARBOR_CONFIGS),
      timeZone: seedTimeZone(),
      createdAt: opened,
    },
    categories: menu.categories,
    menuItems: menu.menuItems,
    menuItemCategories: menu.menuItemCategories,
    orders,
    customerMessages,
    tableLinks,
    uploadHistory: [upload],
    qrCodeGenerations: [qr],
    members: [
      ownerMember(owner, opened),
      ...DEMO_TEAM.map((m, i): MemberSeedDoc => ({
        id: m.uid, role: m.role, kind: 'person', email: m.email, displayName: m.displayName, addedBy: owner.uid, createdAt: plusMinutes(opened, 60 + i),
      })),
      {
        id: DEMO_DISPLAY.uid, role: 'KITCHEN', kind: 'device', displayName: DEMO_DISPLAY.displayName, addedBy: owner.uid,
        createdAt: plusMinutes(opened, 60 + DEMO_TEAM.length),
      },
    ],
  };
}

function buildNightMarket(now: Date, owner: DemoOwner): DemoStoreBundle {
  const opened = daysAgoAt(now, 20, 16, 5);
  const menu = buildMenu(NIGHT_MARKET_STORE_ID, NIGHT_MARKET_MENU, plusMinutes(opened, 25));
  return {
    ...emptyBundle(),
    store: {
      id: NIGHT_MARKET_STORE_ID,
      ownerId: owner.uid,
      storeName: 'Night Market Noodles',
      address: '2150 Irving St, San Francisco, CA 94122',
      phone: '+1 (415) 555-0187',
      tableCount: 0,
      hasQRCodes: false,
      hasCompletedOnboarding: true,
      configs: structuredClone(NIGHT_MARKET_CONFIGS),
      timeZone: seedTimeZone(),
      createdAt: opened,
    },
    categories: menu.categories,
    menuItems: menu.menuItems,
    menuItemCategories: menu.menuItemCategories,
    members: [ownerMember(owner, opened)],
  };
}

/**
 * The demo stores' days are the seeding machine's, as its order times are
 * ('local time zone of the process'), like a store created from that browser.
 */
function seedTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Builds the whole demo world for the instant `now` (local time zone of the process). */
export function buildDemoWorld(now: Date): DemoWorld {
  if (Number.isNaN(now.getTime())) throw new Error('buildDemoWorld: invalid date');
  const at = new Date(now.getTime());
  const owner: DemoOwner = { ...DEMO_OWNER };
  const harbor = buildHarbor(at, owner);
  const nightMarket = buildNightMarket(at, owner);
  return {
    now: at,
    owner,
    user: {
      email: owner.email,
      storeIds: [HARBOR_STORE_ID, NIGHT_MARKET_STORE_ID],
      primaryStoreId: HARBOR_STORE_ID,
      createdAt: new Date(harbor.store.createdAt.getTime() - 5 * MINUTE),
    },
    stores: [harbor, nightMarket],
    team: DEMO_TEAM.map((m) => ({ ...m })),
    display: { ...DEMO_DISPLAY },
  };
}
