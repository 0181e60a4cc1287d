import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from './app-config';
import { isUnderDevelopment, type SettingSwitch } from './under-development';

describe('settings switches under development', () => {
  it.each<[SettingSwitch, boolean]>([
    ['enableOrderNotification', true],
    ['enablePromotions', true],
    ['enableLoyaltyProgram', true],
    ['enablePushNotifications', true],
    ['enableDarkMode', true],
    ['enableAccessibility', true],
    ['enableSearch', true],
    ['enableReviews', true],
    ['enableSocialSharing', true],
    // These act today: placing orders, the order's price, the language settings,
    // and on the guest page a guest's own cancellation and the order's live progress.
    ['allowCustomerCancelBeforeConfirmed', false],
    ['enableRealTimeOrderStatus', false],
    ['enableOrderFunction', false],
    ['enableTax', false],
    ['enableDefaultGratuity', false],
    ['enableMultiLanguage', false],
  ])('%s: %s', (setting, expected) => {
    expect(isUnderDevelopment(setting)).toBe(expected);
  });

  it('marks every customer app feature but multi-language and the guest page\'s live status', () => {
    const flags = Object.keys(DEFAULT_APP_CONFIG.featureFlags) as SettingSwitch[];
    expect(flags.filter((f) => !isUnderDevelopment(f))).toEqual(['enableMultiLanguage', 'enableRealTimeOrderStatus']);
  });
});
