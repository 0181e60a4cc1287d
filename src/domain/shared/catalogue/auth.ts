// Sign-in, session and rate-limit texts (doc 1 §2.4, §5, §8), word for word.
// Texts marked "our wording" stand where the spec says the exact text is not shown.

export const auth = {
  userNotFound: 'No account found with this email address',
  wrongPassword: 'Incorrect password',
  emailAlreadyInUse: 'An account with this email already exists',
  weakPassword: 'Password is too weak',
  invalidEmail: 'Invalid email address',
  tooManyRequests: 'Too many failed attempts. Please try again later',
  invalidCredential: 'Invalid email or password',
  quotaExceeded: 'Too many requests. Please try again later',
  unauthorizedDomain: 'This domain is not authorized for authentication',
  default: 'An error occurred. Please try again',
  invalidMagicLink: 'Invalid or expired sign-in link. Please request a new one.',
  invalidSignInLink: 'Invalid sign-in link',
  magicLinkSent: 'Check your email!',
  // Our wording of the three steps the spec lists after a magic link is sent.
  magicLinkSteps: [
    'Open the email on this device',
    'Click the sign-in link',
    'You will be signed in automatically',
  ],
  // Our wording: returning through a link from another browser asks for the address.
  magicLinkAskEmail: 'Please confirm the email address the sign-in link was sent to.',
  loginSubtitle: 'Sign in to manage your menu and orders',
  comingSoon: 'coming soon',
} as const;

export const passwordReset = {
  // Our wording: the spec only says it suggests checking the e-mail or signing up.
  userNotFound: 'No account found with this email address. Please check the email or sign up.',
  // Our wording: the spec only says it is an invalid-format message.
  invalidEmail: 'The email address format is invalid. Please check it and try again.',
  // Our wording: the spec only says it asks the user to wait a few minutes.
  tooManyRequests: 'Too many reset requests. Please wait a few minutes and try again.',
  network: 'Network error. Please check your internet connection and try again.',
  // The spec gives only the beginning 'Unable to send reset email...'; the rest is ours.
  default: 'Unable to send reset email. Please try again later.',
  success: 'Check Your Email',
  // Our wording of the hint the spec lists (wait 5 minutes, spam, contacts, resend).
  hint: [
    'It can take up to 5 minutes to arrive.',
    'Check your spam or junk folder.',
    'Add the sender to your contacts so it is not filtered.',
    'Still nothing? Resend the email.',
  ],
} as const;

export const phone = {
  invalidFormat: 'Invalid phone number format',
  required: 'Phone number is required',
  smsQuotaExceeded: 'SMS quota exceeded. Please try again later',
  tooManyAttempts: 'Too many attempts. Please try again later',
  verificationFailed: 'Security verification failed. Please refresh and try again',
  // Our wording: the spec only says a bad app credential gives a configuration error.
  configurationError: 'Phone sign-in is not configured correctly. Please contact support.',
  default: 'Failed to send verification code. Please try again',
  verificationExpired: 'Security verification expired. Please try again.',
  resendIn: (seconds: number) => `Resend code in ${seconds} seconds`,
} as const;

export const code = {
  invalid: 'Invalid verification code',
  expired: 'Verification code expired. Please request a new one',
  default: 'Failed to verify code. Please try again',
} as const;

export const session = {
  authenticating: 'Authenticating...',
  loadingStores: 'Loading stores...',
  loadingPermissions: 'Loading permissions...',
  offlineSignIn: 'Cannot sign in while offline. Please check your connection.',
  offlineRefreshQueued:
    'Cannot refresh token while offline. Operation queued for when connection is restored.',
  tooManyRefreshFailures: (seconds: number) =>
    `Too many token refresh failures. Please wait ${seconds} seconds.`,
  tokenExpiredRefreshFailed: 'Token has expired and refresh failed. Please sign in again.',
  tokenExpiredDuringRefresh: 'Token expired during refresh attempt. Please sign in again.',
  noAuthenticatedUser: 'No authenticated user',
  securityVerificationRequired:
    'Security verification required. Please refresh the page and try again.',
  invalidStateTransition: 'Invalid state transition',
  authenticationRequired: 'Authentication required. Please sign in again',
  invalidAuthState: (state: string) => `Invalid auth state for operation: ${state}`,
  stateTimeout: 'Auth state failed to stabilize within timeout',
  noUserForRefresh: 'No user available for token refresh',
  authCircuitOpen: 'Circuit breaker open: Too many auth failures. Please try again later.',
} as const;

export const rateLimit = {
  tooManyFailed: (seconds: number) =>
    `Too many failed attempts. Please wait ${seconds} seconds before trying again.`,
  exceeded: (seconds: number) =>
    `Rate limit exceeded. Please wait ${seconds} seconds before trying again.`,
  locked: (seconds: number) =>
    `Rate limit exceeded with multiple failures. Account temporarily locked for ${seconds} seconds.`,
} as const;

export const validation = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: (min: number) => `Password must be at least ${min} characters long`,
  passwordsMismatch: 'Passwords do not match',
  fixErrors: 'Please fix the errors below',
  phoneTenDigits: 'Please enter a valid 10-digit phone number',
  codeSixDigits: 'Please enter a 6-digit verification code',
  // Our wording for date ranges, following doc 2's orders-screen rules
  // ("dates cannot be after today, the end date is not before the start date").
  dateRequired: 'Please choose a start and an end date.',
  dateAfterToday: 'Dates cannot be after today.',
  endBeforeStart: 'End date cannot be before start date.',
} as const;
