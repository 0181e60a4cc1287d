// Orders, customer messages, QR, preview, wizard, store, settings and feedback
// texts (doc 1 §5, §6; doc 2 §1, §2, §5, §8), word for word.
// Texts marked "our wording" stand where the spec gives no exact text.

export const orders = {
  fetchFailed: 'Failed to fetch orders. Please try again later.',
  updateStatusFailed: 'Failed to update order status. Please try again.',
  cancelFailed: 'Failed to cancel order. Please try again.',
  exampleFailed: 'Failed to add example order. Please try again.',
  securityFailed: 'Security verification failed. Please refresh the page and try again.',
  noneSelected: 'No orders selected or store not found',
  noneUpdatable: 'No orders can be updated to this status',
  bulkUpdateFailed: 'Failed to update orders. Please try again.',
  bulkDeleteFailed: 'Failed to delete orders. Please try again.',
  // Our wording, after the menu's bulk limit (doc 1 §5): the spec gives bulk order actions no cap.
  bulkLimit: (max: number) => `Bulk order changes are limited to ${max} orders at a time.`,
  cancelNoContext: 'Cannot cancel order. User not logged in, no store selected, or no order selected.',
  authRequired: 'Authentication required to update order status',
  negativeTotal: 'Order total amount cannot be negative',
  noItems: 'Order must have at least one item',
  invalidStatus: (status: string) => `Invalid order status: ${status}`,
  // An empty list (final statuses) reads 'none' so the sentence stays whole.
  invalidTransition: (from: string, to: string, allowed: readonly string[]) =>
    `Invalid status transition: ${from} -> ${to}. Allowed transitions: ${
      allowed.length > 0 ? allowed.join(', ') : 'none'
    }`,
  notFound: (id: string) => `Order ${id} not found`,
  cancelReasonRequired: 'Please provide a reason for cancellation.',
  reasonRequired: 'Reason is required.',
  addExample: 'Add Example Order',
} as const;

export const messages = {
  noAuthenticatedUser: 'No authenticated user found',
  noStore: 'No store selected',
  loadFailed: 'Failed to load messages. Please try again.',
  countFailed: 'Failed to load message count.',
  updateFailed: 'Failed to update message status.',
  readForbidden: 'Only managers and owners can mark messages as read',
  unknownDate: 'Unknown date',
  invalidDate: 'Invalid date',
  markAsRead: 'Mark as Read',
  // Our wording: the spec names the respond action and the filters, not their texts.
  respond: 'Respond',
  sendResponse: 'Send Response',
  cancel: 'Cancel',
  responseLabel: 'Your response',
  responseRequired: 'Please enter a response.',
  responseTooLong: (max: number) => `Response must be ${max} characters or fewer`,
  filterAll: 'All',
  filterNew: 'New',
  filterRead: 'Read',
  newCount: (n: number) => `${n} new`,
  empty: 'No messages yet',
  emptyFiltered: 'No messages match this filter',
  loading: 'Loading messages...',
  yourResponse: 'Your response:',
  statusNew: 'New',
  statusRead: 'Read',
  statusResponded: 'Responded',
  rating: (n: number) => `Rated ${n} out of 5`,
  table: (id: string) => `Table ${id}`,
  pending: 'Saving…',
} as const;

export const qr = {
  loadFailed: 'Failed to load QR code information',
  updateCountFailed: 'Failed to update table count',
  generateFailed: 'Failed to generate QR codes',
  sendFailed: 'Failed to send QR codes. Please try again.',
  downloadLinkFailed: 'Failed to send download link. Please try again.',
  mailFailed: 'Failed to process mail request. Please try again.',
  invalidTableCount: 'Please enter a valid number of tables',
  maxTablesTyped: (max: number) => `Maximum ${max} tables allowed per store.`,
  maxTablesSave: (max: number) => `Cannot exceed maximum of ${max} tables per store.`,
  noChanges: 'No changes to save',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  addressIncomplete: 'Please fill in all address fields',
  notLoggedIn: 'You must be logged in to generate QR codes',
  tablesAdded: (count: number) => `Table count updated. ${count} new tables added.`,
  tablesRemoved: (count: number) => `${count} tables removed.`,
  tableCountUpdated: 'Table count updated successfully.',
  // Our wording: the spec only says the codes "will be emailed, sent via SMS or mailed".
  emailed: (email: string) => `Your QR codes will be emailed to ${email}.`,
  sentBySms: (phoneNumber: string) => `Your QR codes will be sent via SMS to ${phoneNumber}.`,
  mailed: 'Your printed QR codes will be mailed to you within 5 to 7 business days.',
} as const;

export const preview = {
  linkFailed: 'Failed to generate preview link',
  copyFailed: 'Failed to copy',
  noTables: 'No tables configured for this store',
  tableIdInvalid: 'Table ID must be a valid number',
  tableIdWhole: 'Table ID must be a whole number',
  tableIdNegative: 'Table ID must be 0 or greater',
  // Our words: a number above the count gets no new link.
  aboveTableCount: (table: number, count: number) =>
    `Table ${table} is not in use: this store has ${count} ${count === 1 ? 'table' : 'tables'}. Change the table count to add it.`,
} as const;

export const wizard = {
  unexpected: 'An unexpected error occurred. Please try again.',
  createStoreFailed: 'Failed to create store',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  skipSetup: 'Skip setup (complete later)',
  skipForNow: 'Skip for Now',
  enterStore: 'Enter Store',
  setupEstimate: '5-10 minutes',
  // Our words: the spec names the steps, not their texts.
  title: 'Setup Wizard',
  back: 'Back',
  continue: 'Continue',
  finishing: 'Finishing...',
  welcomeTitle: (storeName: string) => `Welcome to ${storeName}`,
  welcomeBody: 'A few short steps get your store ready for its first orders: your menu, your tables and their QR codes.',
  estimate: (minutes: string) => `This takes about ${minutes}. You can skip any step and finish it later.`,
  menuTitle: 'Upload your menu',
  menuBody: 'Take or upload photos of your printed menu and we turn them into menu items you can edit.',
  menuReading: 'Your menu is being read…',
  menuRead: (items: number) => `${items} ${items === 1 ? 'item' : 'items'} read. You can review and publish them from the dashboard once setup is done.`,
  menuAnother: 'Upload another page',
  menuLater: 'You can also add items one by one later from the Menu page.',
  tablesTitle: 'Set up your tables',
  tablesBody: 'Each table gets its own QR code; customers scan it to order from that table.',
  tablesLabel: 'Number of tables',
  tablesHint: (max: number) => `Between 1 and ${max}. You can change this later on the Store page.`,
  deliveryButton: 'Get QR codes delivered',
  // The question at the end (doc 2 §3 keeps online ordering off by default): asked, not assumed.
  orderingTitle: 'Take orders from your tables now?',
  orderingBody: 'Customers who scan a table\'s QR code can order only while online ordering is on. It starts off, so no order reaches you before you are ready.',
  orderingSwitch: 'Turn on online ordering',
  orderingOff: 'Online ordering is off: customers who scan a QR code cannot order yet. You can turn it on here, or later under Settings.',
  orderingOn: 'Online ordering is on: customers can order as soon as they scan a QR code.',
  orderingFailed: 'Online ordering could not be changed. Please try again, or turn it on later under Settings.',
  completionTitle: "You're all set!",
  completionBody: 'Here is where things are on your dashboard:',
  tour: [
    ['Dashboard', 'your setup progress and today at a glance'],
    ['Orders', 'new orders arrive here, live, even offline'],
    ['Menu and Categories', 'your items, prices, photos and what is sold out'],
    ['Store', 'store details and the Table QR Codes to print'],
    ['Preview', "the customer's view of any table"],
    ['Help & Support', 'answers and a way to reach us'],
  ] as readonly (readonly [string, string])[],
  steps: {
    welcome: 'Welcome',
    'store-info': 'Store information',
    'menu-upload': 'Menu',
    'table-setup': 'Tables',
    completion: 'Done',
  },
} as const;

export const store = {
  fetchFailed: 'Failed to fetch store information.',
  loadFailed: 'Failed to load store information.',
  noStore: 'No store selected.',
  saveFailed: 'Failed to save store information.',
  nameRequired: 'Store name is required',
  invalidPhone: 'Please enter a valid phone number',
  invalidUrl: 'Please enter a valid URL',
  notSet: '(Not Set)',
  setupRequired: 'Setup Required',
} as const;

export const settings = {
  fetchFailed: 'Failed to fetch application settings.',
  loadFailed: 'Failed to load application settings.',
  saveFailed: 'Failed to save application settings.',
  translationsSaveFailed: 'Failed to save translations. Please try again.',
  configUpdateFailed: 'Failed to update app config',
  taxRange: 'Tax rate must be between 0% and 100%',
  gratuityRange: 'Gratuity rate must be between 0% and 100%',
  translated: 'Translated',
  translationFailed: 'Failed',
  // Our wording: the spec states the rule without a text.
  cannotRemoveDefaultLanguage: 'The default language cannot be removed.',
  // Our wording: translateStoreText's refusals of a malformed request.
  translationTextInvalid: (max: number) => `Text to translate is required and must be ${max} characters or fewer.`,
  translationLanguageInvalid: 'Source and target languages must be language codes.',
  // Our wording: the daily translation allowance (the spec has no quota).
  translationQuotaStore: (limit: number) =>
    `This store has used today's translation allowance (${limit.toLocaleString('en-US')} characters). Translations already saved stay; more can be translated tomorrow (UTC).`,
  translationQuotaAccount: (limit: number) =>
    `Your account has used today's translation allowance across its stores (${limit.toLocaleString('en-US')} characters). More can be translated tomorrow (UTC).`,
} as const;

/** Our wording: the whole project's daily ceilings (PROJECT_DAILY_LIMITS), reached. */
export const service = {
  readingsFull: 'Menu reading has reached its limit for today across the whole service. Please try again tomorrow (UTC).',
  translationsFull: 'Machine translation has reached its limit for today across the whole service. Please try again tomorrow (UTC).',
  mailsFull: 'E-mail sending has reached its limit for today across the whole service. Please try again tomorrow (UTC).',
} as const;

export const feedback = {
  submitFailed: 'Failed to submit feedback. Please try again or contact support directly.',
  // Our wording: the spec says both are required but gives no texts.
  subjectRequired: 'Subject is required',
  descriptionRequired: 'Description is required',
  // Our wording: the spec only says the thank-you contains the ticket number.
  thanks: (ticketId: string) => `Thank you for your feedback! Your ticket number is ${ticketId}.`,
  // Our wording below: the spec names the tabs, groups and fields only.
  helpCenter: 'Help Center',
  sendFeedback: 'Send Feedback',
  search: 'Search help',
  noResults: 'No answers match your search.',
  quickLinks: 'Quick links',
  quickAddMenu: 'Add menu items',
  quickOrders: 'Orders',
  quickStore: 'Store info',
  quickPreview: 'Preview',
  contact: 'Still need help?',
  contactBody: (email: string) => `Write to ${email} and we will get back to you.`,
  type: 'Type',
  priority: 'Priority',
  relatedPage: 'Related page',
  subject: 'Subject',
  description: 'Description',
  submit: 'Submit Feedback',
  queuedOffline: 'You are offline: your feedback is saved on this device and will be sent when you are back online.',
  typeLabels: { bug: 'Bug report', feature: 'Feature request', general: 'General feedback' },
  priorityLabels: { low: 'Low', medium: 'Medium', high: 'High' },
} as const;

export const emptyStates = {
  noCategories: 'No categories yet',
  noUploadHistory: 'No upload history yet',
  noLanguages: 'No languages found',
  allLanguagesAdded: 'All languages have been added',
  noStores: 'No stores yet',
  noOrders: 'No Orders Found',
  noData: 'No data available',
} as const;
