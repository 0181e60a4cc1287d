// Every business constant of the two specs (doc 1 §9, doc 2 §9) in one place.
// Where the documents overlap they agree; where doc 2 says "not shown" we use
// doc 1's value, so client checks and the server's checks cannot drift apart.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const MB = 1024 * 1024; // 1 MB is 1024 x 1024 bytes, like the file-size display.

// --- Stores, menu, categories, tables ---
export const MAX_STORES_PER_OWNER = 10;
export const REMAINING_STORES_HINT_THRESHOLD = 3;
export const MAX_CATEGORIES_PER_STORE = 20;
export const CATEGORY_NAME_MAX = 50;
export const CATEGORY_DESCRIPTION_MAX = 200;
export const MAX_MENU_ITEMS_PER_STORE = 100;
export const MAX_TABLES_PER_STORE = 100;
export const BULK_UPDATE_LIMIT = 50;
export const PRICE_MIN = 0.01;
// Ours (the spec gives no values; see docs/decisions.md "Payload caps"): every
// text a command stores is bounded, so no payload can outgrow a Firestore
// document (1 MiB) and fail on the server instead of being refused.
export const MENU_ITEM_NAME_MAX = 100;
export const MENU_ITEM_DESCRIPTION_MAX = 1000;
/** Translations per menu item: room for every language a store may enable beside the built-in twelve. */
export const MAX_TRANSLATIONS_PER_ITEM = 30;
/** A translation is the same text in another language: the same caps. */
export const TRANSLATION_NAME_MAX = MENU_ITEM_NAME_MAX;
export const TRANSLATION_DESCRIPTION_MAX = MENU_ITEM_DESCRIPTION_MAX;
/** A Storage download URL is about 250 characters; browsers handle 2,000 everywhere. */
export const IMAGE_URL_MAX = 2000;
export const STORE_NAME_MAX = 100;
export const STORE_ADDRESS_MAX = 300;
export const STORE_PHONE_MAX = 30;
/** Our cap on the Google and Yelp links: a page address, never a document. */
export const STORE_URL_MAX = 2000;
export const NUMBER_INPUT_STEP = 0.01;
export const DRAG_ACTIVATION_PX = 8;

// --- Token handling (doc 1 §4.2) ---
export const TOKEN_CACHE_TTL_MS = 5 * MINUTE;
export const TOKEN_REFRESH_BUFFER_MS = 5 * MINUTE;
export const TOKEN_VALID_MIN_REMAINING_MS = 5 * MINUTE;
export const TOKEN_VALIDITY_CACHE_MS = 60 * SECOND;
export const TOKEN_REFRESH_GRACE_MS = 5 * SECOND;
export const TOKEN_URGENT_THRESHOLD_MS = 30 * SECOND;
export const PROACTIVE_CHECK_INTERVAL_MS = 60 * SECOND;
export const TOKEN_REFRESH_RATE_LIMIT = 10;
export const TOKEN_REFRESH_RATE_WINDOW_MS = 60 * SECOND;
export const AUTH_CIRCUIT_FAILURE_THRESHOLD = 3;
export const AUTH_CIRCUIT_COOLDOWN_MS = 30 * SECOND;
export const REFRESH_RETRIES = 3;
export const REFRESH_RETRIES_SLOW_CONNECTION = 5;
export const SIGN_IN_RETRIES = 3;
export const SIGN_IN_RETRIES_SLOW_CONNECTION = 2;
export const AUTH_BACKOFF_BASE_MS = 1 * SECOND;
export const AUTH_BACKOFF_FACTOR = 2;
export const AUTH_BACKOFF_MAX_MS = 30 * SECOND;
export const AUTH_BACKOFF_JITTER_MS = 1 * SECOND;

// --- Sign-in rate limiting ---
export const SIGN_IN_RATE_LIMIT_ATTEMPTS = 5;
export const SIGN_IN_RATE_LIMIT_WINDOW_MS = 60 * SECOND;
export const SIGN_IN_HISTORY_MS = 5 * MINUTE;
export const LOCKOUT_FAILURE_RATIO = 0.8;
export const LOCKOUT_WINDOW_MULTIPLIER = 2;

// --- Session, phone, passwords ---
export const SIGN_OUT_FLAG_TIMEOUT_MS = 10 * SECOND;
export const SMS_RESEND_COUNTDOWN_S = 60;
export const VERIFICATION_CODE_LENGTH = 6;
export const PHONE_DIGITS = 10;
export const US_PHONE_FORMATTED_MAX = 14;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_METER_MIN_LENGTH = 8;
export const AUTH_STATE_HISTORY = 50;
export const STORE_SELECT_DELAY_MS = 100;
export const STORE_CREATE_REFRESH_RETRY_MS = 2 * SECOND;

// --- Data operations (doc 1 §4.7, §9) ---
export const DATA_CIRCUIT_FAILURE_THRESHOLD = 3;
export const DATA_CIRCUIT_FAILURE_WINDOW_MS = 60 * SECOND;
export const DATA_CIRCUIT_RECOVERY_MS = 30 * SECOND;
export const DATA_CIRCUIT_SUCCESS_THRESHOLD = 3;
export const DATA_RETRY_ATTEMPTS = 3;
export const DATA_RETRY_INITIAL_DELAY_MS = 1 * SECOND;
export const DATA_RETRY_FACTOR = 2;
export const DATA_RETRY_MAX_DELAY_MS = 10 * SECOND;
export const DATA_RETRY_JITTER_RATIO = 0.2;
/**
 * Ours: how long the Storage SDK may retry one upload of the outbox sender by
 * itself (its default is 10 minutes). The sender has its own retries and
 * backoff; a long SDK budget would only hold the whole queue behind one image.
 */
export const SENDER_UPLOAD_RETRY_BUDGET_MS = 15 * SECOND;
/**
 * Ours: unexpected server errors (internal, unknown, HTTP 500) on one command
 * in a row before the sender gives up on it and shows it as failed, so one
 * command the server cannot apply never holds back the commands behind it.
 */
export const SERVER_FAULT_LIMIT = 5;
/**
 * Ours: a command the server keeps answering without taking (busy, timing
 * out) while the device is online is set aside after this many answers over
 * at least STUCK_COMMAND_MS, so the commands of its store behind it go on.
 */
export const STUCK_COMMAND_FAILURES = 20;
export const STUCK_COMMAND_MS = 10 * 60 * SECOND;
export const STATE_WAIT_TIMEOUT_MS = 10 * SECOND;
export const STATE_WAIT_POLL_MS = 100;

// --- Dashboard, setup, analytics ---
export const UPLOAD_HISTORY_PAGE_SIZE = 10;
export const QUEUED_PROGRESS = 10;
export const PROCESSING_PROGRESS_CAP = 95;
export const PROCESSING_WINDOW_MS = 120 * SECOND;
export const SECONDS_PER_PERCENT = 1.2;
export const SETUP_MENU_COMPLETED_POINTS = 50;
export const SETUP_MENU_PROCESSING_POINTS = 25;
export const SETUP_MENU_QUEUED_POINTS = 10;
export const SETUP_QR_POINTS = 50;
export const DASHBOARD_LOADING_CLEAR_MS = 500;
export const DASHBOARD_CHART_HEIGHTS = [350, 300] as const;
export const PIE_RADIUS_RATIO = 0.35;
export const PIE_RADIUS_MAX = 120;
export const RELATIVE_TIME_MAX_DAYS = 7;
export const ORDER_ID_SHORT_LENGTH = 8;
export const STORE_LINK_MAX_CHARS = 40;
export const STORE_LINK_SHORT_CHARS = 37;

// --- Images and uploads (doc 2 §5, §9) ---
export const IMAGE_MAX_DIMENSION = 1200;
export const IMAGE_START_QUALITY = 0.85;
export const IMAGE_MIN_QUALITY = 0.3;
export const IMAGE_QUALITY_STEP = 0.1;
export const IMAGE_TARGET_BYTES = 1 * MB;
export const UPLOAD_MAX_BYTES = 10 * MB;
/**
 * Ours, from doc 2's hint 'max 5MB': the largest menu image Storage accepts
 * (storage.rules). The app sends at most about IMAGE_TARGET_BYTES.
 */
export const MENU_IMAGE_MAX_BYTES = 5 * MB;

// --- Timings of doc 2 ---
export const CATEGORY_SAVE_TIMEOUT_MS = 10 * SECOND;
export const TRANSLATION_STATUS_CLEAR_MS = 3 * SECOND;
export const COPY_HINT_MS = 2 * SECOND;
export const TRANSLATION_BATCH_SIZE = 5;
export const BULK_TRANSLATION_CLOSE_MS = 1 * SECOND;
export const FEEDBACK_THANKS_MS = 4 * SECOND;

// --- QR codes and wizard ---
export const QR_HISTORY_PAGE_SIZE = 10;
export const QR_PHONE_MIN_LENGTH = 10;
export const WIZARD_DEFAULT_TABLES = 10;
export const WIZARD_MAX_TABLES = MAX_TABLES_PER_STORE;
export const PREVIEW_DEFAULT_TABLE = 0;

// --- Settings ---
export const TAX_RATE_MIN = 0;
export const TAX_RATE_MAX = 100;
export const GRATUITY_RATE_MIN = 0;
export const GRATUITY_RATE_MAX = 100;
export const DEFAULT_LANGUAGE = 'en';

// --- Messages and feedback ---
export const FEEDBACK_TICKET_LENGTH = 9;

// --- The whole project ---
/**
 * What the whole project spends a UTC day, whatever the stores' and accounts'
 * own allowances: every new account brings new ones, so only a ceiling above
 * them all bounds the bill. docs/deploy.md states these.
 */
export const PROJECT_DAILY_LIMITS = {
  /** Menu readings started (uploads recorded and readings asked again). */
  readings: 2_000,
  /** Characters sent to the translation provider (cache hits are free). */
  translatedCharacters: 2_000_000,
  /** E-mails written for sending: invitations and QR sheets. */
  mails: 1_000,
} as const;

export type ProjectUsage = keyof typeof PROJECT_DAILY_LIMITS;
