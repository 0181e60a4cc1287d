// Settings the portal saves but nothing in the product acts on yet. The spec
// marks them 'under development' in their descriptions (doc 2 §9), and a
// switch that seems to work while nothing happens misleads the owner.
import type { FeatureFlags, OrderConfig } from './app-config';

/** The on/off settings of the settings form. */
export type SettingSwitch =
  | 'enableOrderFunction'
  | keyof FeatureFlags
  | keyof Pick<OrderConfig, 'enableOrderNotification' | 'allowCustomerCancelBeforeConfirmed' | 'enableTax' | 'enableDefaultGratuity'>;

/**
 * Every switch no screen, command or Function reads. Not listed, because
 * they act: online ordering (placeOrderSecure refuses orders without it), tax
 * and default gratuity (they price each order), multi-language (the language
 * settings and the menu's translations), and on the guest page behind the QR
 * codes: customer cancellation (cancelGuestOrderSecure) and real-time order
 * status (the order's progress on the guest's phone). A feature that starts to act is
 * taken off this list in the same change.
 */
const UNDER_DEVELOPMENT: ReadonlySet<SettingSwitch> = new Set<SettingSwitch>([
  'enableOrderNotification',
  'enableSearch',
  'enablePromotions',
  'enableReviews',
  'enableSocialSharing',
  'enableLoyaltyProgram',
  'enablePushNotifications',
  'enableDarkMode',
  'enableAccessibility',
  'enableMenuBeautification',
]);

export function isUnderDevelopment(setting: SettingSwitch): boolean {
  return UNDER_DEVELOPMENT.has(setting);
}
