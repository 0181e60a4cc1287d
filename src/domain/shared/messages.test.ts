import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  authErrorMessage,
  codeErrorMessage,
  passwordResetErrorMessage,
  phoneErrorMessage,
  selectStoreErrorMessage,
} from './messages';

// Literal spec sentences, typed here by hand so a typo in the catalogue fails.
describe('catalogue texts match the spec word for word', () => {
  it.each([
    [MESSAGES.stores.maxStores(10), 'You have reached the maximum limit of 10 stores per owner.'],
    [MESSAGES.stores.remainingHint(2), 'You can create 2 more store(s).'],
    [MESSAGES.menu.itemLimit(100), 'This store has reached the maximum limit of 100 menu items.'],
    [MESSAGES.category.categoryLimit(20), 'This store has reached the maximum limit of 20 categories.'],
    [MESSAGES.menu.bulkLimit(50), 'Bulk operations are limited to 50 items at a time.'],
    [
      MESSAGES.orders.invalidTransition('pending', 'ready', ['confirmed', 'cancelled']),
      'Invalid status transition: pending -> ready. Allowed transitions: confirmed, cancelled',
    ],
    [MESSAGES.orders.invalidStatus('shipped'), 'Invalid order status: shipped'],
    [MESSAGES.orders.notFound('abc'), 'Order abc not found'],
    [MESSAGES.orders.negativeTotal, 'Order total amount cannot be negative'],
    [MESSAGES.orders.noItems, 'Order must have at least one item'],
    [MESSAGES.orders.noneUpdatable, 'No orders can be updated to this status'],
    [MESSAGES.menu.requiredFields, 'Please fill in all required fields and ensure price is positive.'],
    [MESSAGES.menu.storeRequired, 'Store selection required.'],
    [MESSAGES.menu.updated('Soup'), "Menu item 'Soup' updated successfully!"],
    [MESSAGES.menu.added('Soup', true), "Menu item 'Soup' added! With image."],
    [MESSAGES.menu.updateFailed('boom'), 'Failed to update menu item. Error: boom'],
    [MESSAGES.menu.addFailed('boom'), 'Failed to add menu item. Error: boom'],
    [MESSAGES.category.membershipUpdated('Drinks'), 'Successfully updated menu items for category "Drinks"'],
    [MESSAGES.category.timeout, 'The operation timed out. Please try again.'],
    [MESSAGES.qr.maxTablesTyped(100), 'Maximum 100 tables allowed per store.'],
    [MESSAGES.qr.maxTablesSave(100), 'Cannot exceed maximum of 100 tables per store.'],
    [MESSAGES.qr.tablesAdded(5), 'Table count updated. 5 new tables added.'],
    [MESSAGES.qr.tablesRemoved(3), '3 tables removed.'],
    [MESSAGES.qr.tableCountUpdated, 'Table count updated successfully.'],
    [MESSAGES.qr.noChanges, 'No changes to save'],
    [MESSAGES.qr.addressIncomplete, 'Please fill in all address fields'],
    [MESSAGES.qr.notLoggedIn, 'You must be logged in to generate QR codes'],
    [MESSAGES.preview.tableIdWhole, 'Table ID must be a whole number'],
    [MESSAGES.store.invalidUrl, 'Please enter a valid URL'],
    [MESSAGES.settings.taxRange, 'Tax rate must be between 0% and 100%'],
    [MESSAGES.settings.gratuityRange, 'Gratuity rate must be between 0% and 100%'],
    [MESSAGES.upload.invalidType, 'Please select a valid image file (JPEG, PNG, WebP) or PDF document.'],
    [MESSAGES.upload.tooLarge, 'File size must be less than 10MB.'],
    [MESSAGES.upload.cannotDelete, 'Cannot delete while in queue or processing'],
    [MESSAGES.upload.deleteFailed('gone'), 'Failed to delete upload: gone'],
    [MESSAGES.upload.displayFailed, 'Upload failed. Please try again.'],
    [MESSAGES.upload.deprecatedDefaultReason, 'Marked as deprecated'],
    [MESSAGES.messages.readForbidden, 'Only managers and owners can mark messages as read'],
    [MESSAGES.feedback.submitFailed, 'Failed to submit feedback. Please try again or contact support directly.'],
    [MESSAGES.session.tooManyRefreshFailures(30), 'Too many token refresh failures. Please wait 30 seconds.'],
    [MESSAGES.session.invalidAuthState('ERROR'), 'Invalid auth state for operation: ERROR'],
    [MESSAGES.rateLimit.tooManyFailed(9), 'Too many failed attempts. Please wait 9 seconds before trying again.'],
    [MESSAGES.rateLimit.exceeded(9), 'Rate limit exceeded. Please wait 9 seconds before trying again.'],
    [
      MESSAGES.rateLimit.locked(120),
      'Rate limit exceeded with multiple failures. Account temporarily locked for 120 seconds.',
    ],
    [MESSAGES.phone.resendIn(42), 'Resend code in 42 seconds'],
    [MESSAGES.validation.passwordTooShort(6), 'Password must be at least 6 characters long'],
    [MESSAGES.validation.fixErrors, 'Please fix the errors below'],
    [MESSAGES.analytics.noOrdersBody,
      'There are no orders in the selected time period. Try selecting a different date range or check back later.'],
    [MESSAGES.analytics.authRequiredBody,
      'Your session has expired or authentication is required. Please refresh the page to continue.'],
    [MESSAGES.menu.notReady, 'You must be logged in and have a store selected to manage menu items.'],
    [MESSAGES.category.notReady, 'You must be signed in and have a store selected to manage categories.'],
    [MESSAGES.wizard.stepOf(2, 5), 'Step 2 of 5'],
    [MESSAGES.emptyStates.allLanguagesAdded, 'All languages have been added'],
    [MESSAGES.shell.notFound, '404 - Page Not Found'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('reads "none" when a final status allows no transition', () => {
    expect(MESSAGES.orders.invalidTransition('completed', 'pending', [])).toBe(
      'Invalid status transition: completed -> pending. Allowed transitions: none',
    );
  });
});

describe('authErrorMessage', () => {
  it.each([
    ['auth/user-not-found', 'No account found with this email address'],
    ['user-not-found', 'No account found with this email address'],
    ['auth/wrong-password', 'Incorrect password'],
    ['auth/email-already-in-use', 'An account with this email already exists'],
    ['auth/weak-password', 'Password is too weak'],
    ['auth/invalid-email', 'Invalid email address'],
    ['auth/too-many-requests', 'Too many failed attempts. Please try again later'],
    ['invalid-credential', 'Invalid email or password'],
    ['auth/quota-exceeded', 'Too many requests. Please try again later'],
    ['auth/unauthorized-domain', 'This domain is not authorized for authentication'],
    ['auth/invalid-action-code', 'Invalid or expired sign-in link. Please request a new one.'],
    ['auth/something-new', 'An error occurred. Please try again'],
    ['', 'An error occurred. Please try again'],
  ])('%s', (errorCode, expected) => {
    expect(authErrorMessage(errorCode)).toBe(expected);
  });
});

describe('other code mappings', () => {
  it.each([
    [phoneErrorMessage('auth/invalid-phone-number'), 'Invalid phone number format'],
    [phoneErrorMessage('auth/missing-phone-number'), 'Phone number is required'],
    [phoneErrorMessage('auth/quota-exceeded'), 'SMS quota exceeded. Please try again later'],
    [phoneErrorMessage('too-many-requests'), 'Too many attempts. Please try again later'],
    [phoneErrorMessage('auth/captcha-check-failed'), 'Security verification failed. Please refresh and try again'],
    [phoneErrorMessage('auth/other'), 'Failed to send verification code. Please try again'],
    [codeErrorMessage('auth/invalid-verification-code'), 'Invalid verification code'],
    [codeErrorMessage('auth/code-expired'), 'Verification code expired. Please request a new one'],
    [codeErrorMessage('x'), 'Failed to verify code. Please try again'],
    [passwordResetErrorMessage('auth/network-request-failed'),
      'Network error. Please check your internet connection and try again.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('reset default begins as the spec says', () => {
    expect(passwordResetErrorMessage('auth/other').startsWith('Unable to send reset email')).toBe(true);
  });

  it.each([
    [undefined, 'Failed to select store'],
    ['', 'Failed to select store'],
    ['Failed to refresh authentication', 'Failed to update permissions. Please refresh the page and try again.'],
    ['Store is archived', 'Store is archived'],
  ])('select-store error %s', (input, expected) => {
    expect(selectStoreErrorMessage(input)).toBe(expected);
  });
});

describe('labels', () => {
  it.each([
    [MESSAGES.labels.login.useMagicLink, 'Use magic link instead (no password)'],
    [MESSAGES.labels.analytics.revenueAndOrdersChart, 'Revenue & Orders Over Time'],
    [MESSAGES.labels.settings.translateAll, 'Translate All Menu Items & Categories'],
    [MESSAGES.labels.store.backToStoreInfo, 'Back to Store Info'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
