// The menu's payload parts, declared once as valibot schemas
// (src/domain/shared/payload-schema.ts); commands.ts puts each command's
// together. Shape and types only: the caps (lengths, language codes, how many
// translations) and the required name and price are validateMenuItemUpdates'
// and validateMenuItem's (menu-item-validation.ts), which the Functions judge
// next, before anything is read.
import * as v from 'valibot';
import { MENU_ITEM_DESCRIPTION_MAX, MENU_ITEM_NAME_MAX } from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import { clientId, position, type PayloadOf } from '../shared/payload-schema';

const M = MESSAGES.menu;

/** The menu item form's failure texts for a payload it would never send. */
export const ADD_FAILED = M.addFailed('Invalid menu item data');
export const UPDATE_FAILED = M.updateFailed('Invalid menu item data');

/**
 * An object's own fields (no list, no null), copied. v.object reads a key
 * through the prototype, and the Functions' decoding turns a "__proto__" key
 * of the JSON into one: its fields would count, unseen by the permission
 * (menuPermission reads own keys), so a staff member's '86' could carry a price.
 */
const ownFields = (failure: string) =>
  v.pipe(
    v.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), failure),
    v.transform((fields) => ({ ...fields })),
  );

/**
 * A menu item's id, refused with `failure` when wrong or absent: absent reads
 * as '', which is no id (v.object would answer an absent key with its own words).
 */
export const itemId = (failure: string) => v.optional(clientId(failure), '');

/** The original a translation was made from (translation-source.ts): its shape only, cut to the bounds an original can have. */
export const translationSource = (failure: string) =>
  v.pipe(
    v.object({ name: v.string(failure), description: v.string(failure) }, failure),
    v.transform(({ name, description }) => ({ name: name.slice(0, MENU_ITEM_NAME_MAX), description: description.slice(0, MENU_ITEM_DESCRIPTION_MAX) })),
  );

/** One language's texts, and the original they were made from when the device sent it. */
const translation = (failure: string) =>
  v.object({ name: v.string(failure), description: v.string(failure), source: v.optional(translationSource(failure)) }, failure);

/**
 * Translations by language code. Read as entries, not as a record: a
 * '__proto__' or 'constructor' key stays a key, refused next as no language
 * (v.record would drop it unseen).
 */
const translations = (failure: string) =>
  v.pipe(
    ownFields(failure),
    v.transform((fields) => Object.entries(fields)),
    v.array(v.tuple([v.string(), translation(failure)])),
    v.transform((entries) => Object.fromEntries(entries)),
  );

/** The fields a user may set on a menu item (doc 2 §3, §5), each optional; the image's travel once it is uploaded. */
const updateEntries = (failure: string) => ({
  name: v.optional(v.string(failure)),
  description: v.optional(v.string(failure)),
  // A price that is no number (null: how JSON carries NaN and the infinities) is the form's required-fields text.
  price: v.optional(v.number(M.requiredFields)),
  isAvailable: v.optional(v.boolean(failure)),
  translations: v.optional(translations(failure)),
  beautifyEnabled: v.optional(v.boolean(failure)),
  orderIndex: v.optional(position(failure)),
  imageUrl: v.optional(v.string(failure)),
  imagePath: v.optional(v.string(failure)),
});

/** The changes a user may make to a menu item; any other field, or a wrong type, is refused with `failure`. */
export const menuItemUpdates = (failure: string) => v.pipe(ownFields(failure), v.strictObject(updateEntries(failure), failure));

/** A bulk update's entry: the item's id beside the fields it changes (flat, as doc 1 §7 sends them). */
export const menuItemBulkEntry = (failure: string) =>
  v.pipe(ownFields(failure), v.strictObject({ menuItemId: itemId(M.notFound), ...updateEntries(failure) }, failure));

export type MenuItemUpdates = PayloadOf<ReturnType<typeof menuItemUpdates>>;

/** Fields of a menu item a user can set (doc 2 §3, §5). */
export type MenuItemFields = Required<Omit<MenuItemUpdates, 'orderIndex' | 'imageUrl' | 'imagePath'>>;
