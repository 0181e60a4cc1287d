// Texts of the store, settings screens (doc 2 §2) that the spec does not
// quote: our wording, kept here so screens and tests share it. The spec's own
// words are in operations.ts (store, settings) and labels.ts.

export const storeScreen = {
  loading: 'Loading store information...',
  currentStore: 'Current store',
  availableStores: (n: number) => `${n} ${n === 1 ? 'store' : 'stores'} available`,
  setupHint: 'Add your store name, address, phone and links so customers can find you.',
  storeName: 'Store Name',
  address: 'Address',
  phone: 'Phone',
  googleLink: 'Google Maps Link',
  yelpLink: 'Yelp Link',
  cancel: 'Cancel',
  saved: 'Store information saved.',
  pending: 'Saving…',
} as const;

export const settingsScreen = {
  loading: 'Loading application settings...',
  orderSettings: 'Order Settings',
  onlineOrdering: 'Online Ordering System',
  orderNotifications: 'Order Notifications',
  customerCancellation: 'Customer Cancellation',
  customerCancellationHint: 'Customers may cancel before the order is confirmed',
  tax: 'Tax',
  taxRate: 'Tax Rate (%)',
  defaultGratuity: 'Default Gratuity',
  gratuityRate: 'Default Gratuity Rate (%)',
  presetGratuities: 'Preset Gratuity Options',
  presetGratuitiesInput: 'Preset Gratuity Options (%, comma-separated)',
  presetGratuitiesHint: 'For example: 15, 18, 20, 25',
  presetCount: (n: number) => `${n} ${n === 1 ? 'option' : 'options'}`,
  percent: (n: number) => `${n}%`,
  advanced: 'Advanced Order Settings',
  customerAppFeatures: 'Customer App Features',
  cancel: 'Cancel',
  saved: 'Settings saved.',
  pending: 'Saving…',
  features: {
    enableMultiLanguage: 'Multi-language Menu',
    enableSearch: 'Menu Search',
    enablePromotions: 'Promotions',
    enableReviews: 'Reviews',
    enableSocialSharing: 'Social Sharing',
    enableLoyaltyProgram: 'Loyalty Program',
    enablePushNotifications: 'Push Notifications',
    enableRealTimeOrderStatus: 'Real-time Order Status',
    enableDarkMode: 'Dark Mode',
    enableAccessibility: 'Accessibility Mode',
  },
} as const;
