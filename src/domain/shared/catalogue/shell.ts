// Shell, store-selection, dashboard and analytics texts (doc 1 §2, §6, §8), word for word.

export const shell = {
  appTitle: 'Seller Portal',
  sidebarTitle: 'Store App',
  // Our wording: while a screen's code loads (first visit; precached after).
  loadingScreen: 'Loading...',
  notFound: '404 - Page Not Found',
  // Our wording: opened offline on a device that never kept this user's session.
  offlineSessionTitle: 'Waiting for a connection',
  // Our wording: the spec's Sign Out clears local data, which would drop changes not yet sent.
  unsentOnSignOut: ({ pending, refused }: { pending: number; refused: number }) => {
    const parts: string[] = [];
    if (pending > 0) parts.push(`${pending} ${pending === 1 ? 'change is' : 'changes are'} not saved to the server yet`);
    if (refused > 0) parts.push(`${refused} ${refused === 1 ? 'change was' : 'changes were'} refused by the server`);
    return `${parts.join(' and ')}. Signing out now discards them. Sign out anyway?`;
  },
} as const;

export const stores = {
  nameRequired: 'Store name is required',
  maxStores: (max: number) => `You have reached the maximum limit of ${max} stores per owner.`,
  createFailed: 'Failed to create store',
  unexpected: 'An unexpected error occurred. Please try again.',
  refreshAuthFailed: 'Failed to refresh authentication',
  permissionsUpdateFailed: 'Failed to update permissions. Please refresh the page and try again.',
  selectFailed: 'Failed to select store',
  remainingHint: (remaining: number) => `You can create ${remaining} more store(s).`,
  limitReached: 'Store Limit Reached',
  noStores: 'No stores yet',
  getStarted: 'Get started by creating your first store',
  selecting: 'Selecting...',
  createTitle: 'Create Your Store',
  createNew: 'Create New Store',
  createFirst: 'Create Your First Store',
  updateLater: 'You can update store information later in settings.',
  primary: 'Primary',
  // Our wording: the spec does not show the refusal texts of these two calls.
  noAccess: 'You do not have access to this store.',
  storeIdRequired: 'A store must be chosen.',
  // Our wording: caps the spec leaves to us (docs/decisions.md "Payload caps").
  nameTooLong: (max: number) => `Store name must be ${max} characters or fewer`,
  addressTooLong: (max: number) => `Store address must be ${max} characters or fewer`,
  phoneTooLong: (max: number) => `Store phone number must be ${max} characters or fewer`,
  // Our wording: the store's days and hours are counted in its time zone.
  timeZoneUnknown: 'The time zone is not one we know.',
  timeZoneLabel: 'Time zone',
  timeZoneHint: "Days and hours in reports and order dates follow the store's time zone.",
} as const;

export const dashboard = {
  // Our wording: the spec names the day periods but not the sentence.
  greeting: (period: 'morning' | 'afternoon' | 'evening') => `Good ${period}`,
  // Our wording below: the spec names the panels, links and states, not their sentences.
  loading: 'Loading dashboard...',
  setupProgress: 'Setup progress',
  setupComplete: 'Your store is set up.',
  dismiss: 'Dismiss',
  menuImportTitle: 'Menu Import',
  menuNotStarted: 'Upload a photo or PDF of your menu and its items are added for you.',
  uploadMenu: 'Upload Menu',
  menuQueued: 'Your menu is in the queue for processing.',
  menuProcessing: (seconds: number) => `Reading your menu: about ${seconds} s left.`,
  menuCompleted: (items: number | undefined) =>
    items === undefined ? 'Your menu was imported.' : `Your menu was imported: ${items} ${items === 1 ? 'item' : 'items'} added.`,
  qrTitle: 'QR Code Setup',
  qrNotConfigured: 'Set how many tables you have to get a QR code for each.',
  qrConfiguring: 'Saving your table count...',
  qrGenerated: (tables: number) => `QR codes are ready for ${tables} ${tables === 1 ? 'table' : 'tables'}.`,
  close: 'Close',
  // 'Today' at a glance, beyond the spec's welcome card (docs/decisions.md).
  todayTitle: 'Today',
  todayRevenue: 'Revenue',
  todayOrders: 'Orders',
  activeNow: 'Active now',
  todayLoading: 'Counting today’s orders...',
  openKitchen: 'Open Kitchen',
  viewOrders: 'View Orders',
  viewSummary: 'Order Summary',
} as const;

export const analytics = {
  notReady: 'You must be logged in and have a store selected to view analytics.',
  noStoreAccess: 'Your account does not have access to this store yet. Try refreshing your session.',
  authError: 'Authentication error. Please refresh the page.',
  fetchFailed: 'Failed to fetch order data.',
  circuitOpen: 'Circuit breaker is open. Service temporarily unavailable.',
  authRequired: 'Authentication required for analytics',
  noOrdersTitle: 'No Orders Found',
  noOrdersBody:
    'There are no orders in the selected time period. Try selecting a different date range or check back later.',
  authRequiredTitle: 'Authentication Required',
  authRequiredBody:
    'Your session has expired or authentication is required. Please refresh the page to continue.',
  unableToLoad: 'Unable to Load Analytics',
  noData: 'No data available',
  unsupportedChart: 'Unsupported chart type',
  periodSummary: 'Period Summary',
  // Our wording below: the spec names these controls and rows, not their labels.
  title: 'Order Summary',
  period: 'Period',
  refresh: 'Refresh',
  startDate: 'Start date',
  endDate: 'End date',
  loading: 'Loading analytics...',
  bestRevenueDay: 'Best day by revenue',
  bestOrdersDay: 'Best day by orders',
  averageDailyRevenue: 'Average daily revenue',
  averageDailyOrders: 'Average daily orders',
  trend: (direction: 'up' | 'down' | 'neutral', percent: number) =>
    direction === 'neutral' ? 'No change from the previous period' : `${direction === 'up' ? 'Up' : 'Down'} ${Math.abs(percent).toFixed(1)}% from the previous period`,
  revenueLegend: 'Revenue',
  ordersLegend: 'Orders',
} as const;
