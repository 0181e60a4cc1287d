// THE message catalogue of the product: every user-facing text of both spec
// documents, grouped by area. The group files under catalogue/ only keep this
// one object readable; code always goes through MESSAGES so the wording stays
// in one place for the app and the Cloud Functions.
import { auth, code, passwordReset, phone, rateLimit, session, validation } from './catalogue/auth';
import { guest } from './catalogue/guest';
import { labels } from './catalogue/labels';
import { category, menu, upload } from './catalogue/menu';
import { menuImport } from './catalogue/menu-import';
import { menuReading } from './catalogue/menu-reading';
import { menuScreen } from './catalogue/menu-screen';
import { ordering } from './catalogue/ordering';
import { ordersScreen } from './catalogue/orders-screen';
import { reports } from './catalogue/reports';
import { kitchen } from './catalogue/kitchen';
import {
  emptyStates,
  feedback,
  messages,
  orders,
  preview,
  qr,
  service,
  settings,
  store,
  wizard,
} from './catalogue/operations';
import { analytics, dashboard, shell, stores } from './catalogue/shell';
import { settingsScreen, storeScreen } from './catalogue/store-screens';
import { sync } from './catalogue/sync';
import { tablesScreen } from './catalogue/tables-screen';
import { team } from './catalogue/team';

export const MESSAGES = {
  shell,
  service,
  sync,
  auth,
  passwordReset,
  phone,
  code,
  session,
  rateLimit,
  validation,
  stores,
  dashboard,
  analytics,
  reports,
  menu,
  menuScreen,
  ordersScreen,
  kitchen,
  category,
  upload,
  menuImport,
  menuReading,
  orders,
  ordering,
  guest,
  messages,
  qr,
  preview,
  tablesScreen,
  wizard,
  store,
  settings,
  storeScreen,
  settingsScreen,
  feedback,
  emptyStates,
  labels,
  team,
} as const;

// Firebase reports 'auth/user-not-found'; some wrappers strip the prefix.
function bareCode(errorCode: string): string {
  return errorCode.startsWith('auth/') ? errorCode.slice('auth/'.length) : errorCode;
}

const AUTH_CODE_MESSAGES: Readonly<Record<string, string>> = {
  'user-not-found': auth.userNotFound,
  'wrong-password': auth.wrongPassword,
  'email-already-in-use': auth.emailAlreadyInUse,
  'weak-password': auth.weakPassword,
  'invalid-email': auth.invalidEmail,
  'too-many-requests': auth.tooManyRequests,
  'invalid-credential': auth.invalidCredential,
  'quota-exceeded': auth.quotaExceeded,
  'unauthorized-domain': auth.unauthorizedDomain,
  'invalid-action-code': auth.invalidMagicLink,
  'expired-action-code': auth.invalidMagicLink,
};

const RESET_CODE_MESSAGES: Readonly<Record<string, string>> = {
  'user-not-found': passwordReset.userNotFound,
  'invalid-email': passwordReset.invalidEmail,
  'too-many-requests': passwordReset.tooManyRequests,
  'network-request-failed': passwordReset.network,
};

const PHONE_CODE_MESSAGES: Readonly<Record<string, string>> = {
  'invalid-phone-number': phone.invalidFormat,
  'missing-phone-number': phone.required,
  'quota-exceeded': phone.smsQuotaExceeded,
  'too-many-requests': phone.tooManyAttempts,
  'captcha-check-failed': phone.verificationFailed,
  'invalid-app-credential': phone.configurationError,
};

const VERIFY_CODE_MESSAGES: Readonly<Record<string, string>> = {
  'invalid-verification-code': code.invalid,
  'code-expired': code.expired,
};

/** E-mail sign-in, sign-up and magic-link errors (doc 1 §8). */
export function authErrorMessage(errorCode: string): string {
  return AUTH_CODE_MESSAGES[bareCode(errorCode)] ?? auth.default;
}

export function passwordResetErrorMessage(errorCode: string): string {
  return RESET_CODE_MESSAGES[bareCode(errorCode)] ?? passwordReset.default;
}

/** Errors while sending the SMS code. */
export function phoneErrorMessage(errorCode: string): string {
  return PHONE_CODE_MESSAGES[bareCode(errorCode)] ?? phone.default;
}

/** Errors while confirming the SMS code. */
export function codeErrorMessage(errorCode: string): string {
  return VERIFY_CODE_MESSAGES[bareCode(errorCode)] ?? code.default;
}

/** Store selection failure: the raw refresh failure reads better as a permissions hint. */
export function selectStoreErrorMessage(errorMessage: string | undefined): string {
  if (!errorMessage) return stores.selectFailed;
  if (errorMessage === stores.refreshAuthFailed) return stores.permissionsUpdateFailed;
  return errorMessage;
}
