// The menu a guest reads behind a table's QR code: one public document per
// store (publicMenus/{storeId}), written by the Functions whenever the menu,
// its categories, availability or the settings the guest page needs change
// (functions/src/guest/publish-menu.ts). It holds what a guest may see and
// nothing else: no lastChangedBy, owner, staff, figures or hidden dishes.
import { mergeAppConfig, type AppConfig, type DeepPartial } from '../settings/app-config';
import { isTranslationOutOfDate } from '../menu/translation-source';
import type { Translation } from '../shared/entities';
import { gratuityChoices } from './gratuity';

export interface PublicText {
  name: string;
  description: string;
}

export interface PublicMenuItem {
  id: string;
  name: string;
  description: string;
  /** The unit price the server will charge (placeOrderSecure reads the live menu, never this). */
  price: number;
  imageUrl?: string;
  /** The ids of the visible categories it is listed under, in the store's order; empty: under 'Other'. */
  categoryIds: string[];
  /** By language code: only the store's enabled languages, only translations made from the current text. */
  translations: Record<string, PublicText>;
}

export interface PublicCategory {
  id: string;
  name: string;
  icon: string;
  translations: Record<string, PublicText>;
}

export interface PublicLanguage {
  code: string;
  name: string;
  flag: string;
}

export interface PublicOrdering {
  /** Online ordering (configs.enableOrderFunction): off, the menu shows without a basket. */
  enabled: boolean;
  /** A guest may cancel while the order is still pending (orderConfig.allowCustomerCancelBeforeConfirmed). */
  cancelBeforeConfirmed: boolean;
  /** The order's progress shows live on the guest's phone (featureFlags.enableRealTimeOrderStatus). */
  liveStatus: boolean;
  /** Percent, 0 when tax is off. */
  taxRate: number;
  /** The gratuity rates a guest may choose among (src/domain/guest/gratuity.ts), and the one chosen unless they change it. */
  gratuity: { choices: number[]; preselected: number };
}

export interface PublicMenu {
  storeId: string;
  storeName: string;
  /** The store's enabled languages, its default first; only the default when multi-language is off. */
  languages: PublicLanguage[];
  defaultLanguage: string;
  ordering: PublicOrdering;
  /** Active categories in the store's order. */
  categories: PublicCategory[];
  /** Live, available dishes in the store's order. */
  items: PublicMenuItem[];
}

type Doc = Readonly<Record<string, unknown>> & { id: string };

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const order = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const live = (d: Doc) => d._deleted !== true;
const byOrder = (a: Doc, b: Doc) => order(a.orderIndex) - order(b.orderIndex) || a.id.localeCompare(b.id);

function translationsOf(doc: Doc, languages: ReadonlySet<string>, withDescription: boolean): Record<string, PublicText> {
  const stored = typeof doc.translations === 'object' && doc.translations !== null ? (doc.translations as Record<string, unknown>) : {};
  const original = { name: str(doc.name), description: str(doc.description) };
  const out: Record<string, PublicText> = {};
  for (const [code, raw] of Object.entries(stored)) {
    if (!languages.has(code) || typeof raw !== 'object' || raw === null) continue;
    const t = raw as Translation;
    if (typeof t.name !== 'string' || t.name.trim() === '') continue;
    // A translation of a name or description since changed would show the guest another dish.
    if (isTranslationOutOfDate(original, t)) continue;
    out[code] = { name: t.name, description: withDescription ? str(t.description) : '' };
  }
  return out;
}

/** The store's languages a guest may switch among: enabled ones, the default first. */
function languagesOf(config: AppConfig): { languages: PublicLanguage[]; defaultLanguage: string } {
  const { defaultLanguage, supportedLanguages } = config.languageConfig;
  const enabled = supportedLanguages.filter((l) => l.enabled || l.code === defaultLanguage);
  const main = enabled.find((l) => l.code === defaultLanguage) ?? { code: defaultLanguage, name: defaultLanguage, flag: '' };
  const others = config.featureFlags.enableMultiLanguage ? enabled.filter((l) => l.code !== defaultLanguage) : [];
  return { languages: [main, ...others].map((l) => ({ code: l.code, name: l.name, flag: l.flag })), defaultLanguage };
}

/** The public document of a store, from its stored documents (menuItems, categories, the store with its configs). */
export function publicMenuOf(store: Doc, items: readonly Doc[], categories: readonly Doc[]): PublicMenu {
  const config = mergeAppConfig(store.configs as DeepPartial<AppConfig> | undefined);
  const { languages, defaultLanguage } = languagesOf(config);
  const translated = new Set(languages.map((l) => l.code).filter((c) => c !== defaultLanguage));
  const shown = categories.filter((c) => live(c) && c.isActive !== false).sort(byOrder);
  const shownIds = new Set(shown.map((c) => c.id));
  const position = new Map(shown.map((c, i) => [c.id, i]));
  const menu = items
    .filter((i) => live(i) && i.isAvailable !== false && typeof i.price === 'number' && Number.isFinite(i.price) && i.price >= 0)
    .sort(byOrder)
    .map((i): PublicMenuItem => {
      const categoryIds = (Array.isArray(i.categories) ? i.categories : [])
        .filter((c): c is string => typeof c === 'string' && shownIds.has(c))
        .sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
      const imageUrl = str(i.imageUrl);
      return {
        id: i.id,
        name: str(i.name) || 'Unnamed Item',
        description: str(i.description),
        price: i.price as number,
        ...(imageUrl ? { imageUrl } : {}),
        categoryIds: [...new Set(categoryIds)],
        translations: translationsOf(i, translated, true),
      };
    });
  const { orderConfig } = config;
  return {
    storeId: store.id,
    storeName: str(store.storeName),
    languages,
    defaultLanguage,
    ordering: {
      enabled: config.enableOrderFunction,
      cancelBeforeConfirmed: orderConfig.allowCustomerCancelBeforeConfirmed,
      liveStatus: config.featureFlags.enableRealTimeOrderStatus,
      taxRate: orderConfig.enableTax && orderConfig.taxRate > 0 ? orderConfig.taxRate : 0,
      gratuity: gratuityChoices(orderConfig),
    },
    categories: shown.map((c) => ({
      id: c.id, name: str(c.name) || 'Unnamed Category', icon: str(c.icon), translations: translationsOf(c, translated, false),
    })),
    items: menu,
  };
}

/** The stored fields each kind of document lends the public menu: a write that changes none of them changes nothing a guest sees. */
export const PUBLIC_ITEM_FIELDS = ['name', 'description', 'price', 'imageUrl', 'categories', 'isAvailable', 'orderIndex', 'translations', '_deleted'] as const;
export const PUBLIC_CATEGORY_FIELDS = ['name', 'icon', 'isActive', 'orderIndex', 'translations', '_deleted'] as const;
export const PUBLIC_STORE_FIELDS = ['storeName', 'configs', '_deleted'] as const;
