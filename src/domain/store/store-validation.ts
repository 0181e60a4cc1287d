// Store forms and store choice (doc 1 §2.5, §4.4, §5; doc 2 §5).
import type { ClaimsStores } from '../shared/entities';
import {
  MAX_STORES_PER_OWNER,
  REMAINING_STORES_HINT_THRESHOLD,
  STORE_ADDRESS_MAX,
  STORE_NAME_MAX,
  STORE_PHONE_MAX,
  STORE_URL_MAX,
} from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import { claimStoreIds } from '../session/roles';
import { optionalText, resultOf, type FieldErrors, type ValidationResult } from '../shared/validation-result';

export interface NewStoreInput {
  storeName: string;
  address?: string;
  phone?: string;
}

/** What is sent to the server: trimmed, with empty optional fields absent. */
export interface NewStore {
  storeName: string;
  address?: string;
  phone?: string;
}

function normaliseNewStore(input: NewStoreInput): NewStore {
  const out: NewStore = { storeName: input.storeName.trim() };
  const address = optionalText(input.address);
  const phone = optionalText(input.phone);
  if (address !== undefined) out.address = address;
  if (phone !== undefined) out.phone = phone;
  return out;
}

export function storeLimitReached(ownedCount: number): boolean {
  return ownedCount >= MAX_STORES_PER_OWNER;
}

/** 'You can create N more store(s).' only while 1 to 3 remain. */
export function remainingStoresHint(ownedCount: number): string | null {
  const remaining = MAX_STORES_PER_OWNER - ownedCount;
  return remaining >= 1 && remaining <= REMAINING_STORES_HINT_THRESHOLD
    ? MESSAGES.stores.remainingHint(remaining)
    : null;
}

type NewStoreField = 'storeName' | 'address' | 'phone';

/** The caps of docs/decisions.md "Payload caps"; `required` is the form's own text. */
function newStoreErrors(input: NewStoreInput, required: string): FieldErrors<NewStoreField> {
  const name = input.storeName.trim();
  const tooLong = (text: string | undefined, max: number, message: (max: number) => string) =>
    (text ?? '').trim().length > max ? message(max) : undefined;
  return {
    storeName: name === '' ? required : tooLong(name, STORE_NAME_MAX, MESSAGES.stores.nameTooLong),
    address: tooLong(input.address, STORE_ADDRESS_MAX, MESSAGES.stores.addressTooLong),
    phone: tooLong(input.phone, STORE_PHONE_MAX, MESSAGES.stores.phoneTooLong),
  };
}

/** Create-store form; `form` carries the store-limit refusal. */
export function validateCreateStore(
  input: NewStoreInput,
  ownedCount: number,
): ValidationResult<NewStore, NewStoreField | 'form'> {
  const errors: FieldErrors<NewStoreField | 'form'> = {
    ...newStoreErrors(input, MESSAGES.stores.nameRequired),
    form: storeLimitReached(ownedCount) ? MESSAGES.stores.maxStores(MAX_STORES_PER_OWNER) : undefined,
  };
  return resultOf(errors, () => normaliseNewStore(input));
}

// An optional leading plus, then digits, spaces, hyphens and parentheses.
const STORE_PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

export function isValidStorePhone(phone: string): boolean {
  // A digit is required too, so '()' or '-' alone is not a phone number.
  return STORE_PHONE_PATTERN.test(phone) && /\d/.test(phone);
}

/** Absolute web links only: a Google Maps or Yelp page is always http(s). */
export function isAbsoluteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export interface StoreProfileInput {
  storeName: string;
  address: string;
  phone: string;
  googleLink: string;
  yelpLink: string;
}

type ProfileField = keyof StoreProfileInput;

/** Store update form. Empty optional fields stay '' so an update can clear them. */
export function validateStoreUpdate(input: StoreProfileInput): ValidationResult<StoreProfileInput, ProfileField> {
  const value: StoreProfileInput = {
    storeName: input.storeName.trim(),
    address: input.address.trim(),
    phone: input.phone.trim(),
    googleLink: input.googleLink.trim(),
    yelpLink: input.yelpLink.trim(),
  };
  // A link past STORE_URL_MAX is no Maps or Yelp page: refused as not a valid URL.
  const linkError = (link: string) =>
    link !== '' && (link.length > STORE_URL_MAX || !isAbsoluteUrl(link)) ? MESSAGES.store.invalidUrl : undefined;
  const tooLong = (text: string, max: number, message: (max: number) => string) => (text.length > max ? message(max) : undefined);
  const errors: FieldErrors<ProfileField> = {
    storeName: value.storeName === '' ? MESSAGES.store.nameRequired : tooLong(value.storeName, STORE_NAME_MAX, MESSAGES.stores.nameTooLong),
    address: tooLong(value.address, STORE_ADDRESS_MAX, MESSAGES.stores.addressTooLong),
    phone: value.phone !== '' && !isValidStorePhone(value.phone)
      ? MESSAGES.store.invalidPhone
      : tooLong(value.phone, STORE_PHONE_MAX, MESSAGES.stores.phoneTooLong),
    googleLink: linkError(value.googleLink),
    yelpLink: linkError(value.yelpLink),
  };
  return resultOf(errors, () => value);
}

/**
 * Firestore auto-ids are 20 characters. All-digit or short ids are leftovers
 * of an older layout (numeric seller ids) and are never real stores.
 */
export function isValidStoreId(id: string): boolean {
  return id.length >= 10 && !/^\d+$/.test(id);
}

/** Claims' stores first, then the user document's; valid ids only, no duplicates. */
export function mergeStoreIds(
  claimsStores: ClaimsStores | undefined,
  userDocIds: readonly string[] | undefined,
): string[] {
  const merged = [...claimStoreIds(claimsStores), ...(userDocIds ?? [])];
  return [...new Set(merged)].filter(isValidStoreId);
}

/**
 * The store a user who just signed in will open, known from the token alone
 * (before the user document and the stores are read), or null when that is a
 * guess: the store chosen on this device before, or the primary one seen here
 * before, if the token grants it; else the token's only store.
 */
export function storeKnownEarly(input: { saved?: string | null; primary?: string | null; granted: readonly string[] }): string | null {
  const granted = input.granted.filter(isValidStoreId);
  if (input.saved && granted.includes(input.saved)) return input.saved;
  if (input.primary && granted.includes(input.primary)) return input.primary;
  return granted.length === 1 ? (granted[0] ?? null) : null;
}

/** Saved store if still available, then the primary store if available, then the first, else none. */
export function chooseCurrentStore(input: {
  saved?: string | null;
  primary?: string | null;
  available: readonly string[];
}): string | null {
  const { saved, primary, available } = input;
  if (saved && available.includes(saved)) return saved;
  if (primary && available.includes(primary)) return primary;
  return available[0] ?? null;
}
