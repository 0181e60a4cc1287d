// Labels of the Table QR Codes section and the preview. Our
// wording where the spec names a control without giving its text.
export const tablesScreen = {
  title: 'Table QR Codes',
  loading: 'Loading tables...',
  countLabel: 'Number of tables',
  save: 'Save',
  saving: 'Saving...',
  pending: 'Waiting to sync',
  tableLabel: (n: number) => (n === 0 ? 'Counter (table 0)' : `Table ${n}`),
  codeAlt: (n: number) => (n === 0 ? 'QR code of the counter' : `QR code of table ${n}`),
  downloadSheet: 'Download printable sheet (PDF)',
  makingSheet: 'Preparing sheet...',
  sheetFailed: 'Failed to generate QR codes',
  downloadCode: (n: number) => (n === 0 ? 'Download the counter code (SVG)' : `Download table ${n} code (SVG)`),
  codesLead: (host: string) => `Each code opens the table's ordering page on ${host}.`,
  linkPending: 'Link not created yet',
  /** Rotating one table's link: the printed code stops working, a new one takes its place. */
  rotate: {
    open: (n: number) => (n === 0 ? 'New code for the counter' : `New code for table ${n}`),
    warning: 'The code printed now will stop taking orders at once. Print the new one before you confirm.',
    confirm: 'Replace the code',
    cancel: 'Cancel',
    busy: 'Replacing...',
    offline: 'You are offline. Replacing a code needs a connection.',
    failed: 'The code could not be replaced. Please try again.',
    done: (n: number) => (n === 0 ? 'The counter has a new code.' : `Table ${n} has a new code.`),
    /** Our words: a link placeOrderSecure pauses for its unconfirmed orders (docs/decisions.md, 'Order flooding'). */
    paused: (n: number, waiting: number) =>
      `${n === 0 ? 'The counter' : `Table ${n}`} is paused: ${waiting} orders from it wait for confirmation, and its guests cannot order until some are confirmed. If they are not real, replace its code.`,
    replaceNow: (n: number) => (n === 0 ? 'Replace the Counter\'s Code Now' : `Replace Table ${n}'s Code Now`),
  },
  noTablesYet: 'No tables yet: set how many tables the store has.',
  /** QR delivery (doc 2 'QR delivery options'): the choices and forms, and the history of requests. */
  delivery: {
    title: 'Get your QR codes',
    open: 'Send QR codes',
    lead: 'Choose how you would like to receive the QR codes of your tables.',
    email: 'Email',
    sms: 'SMS',
    mail: 'Physical mail (5 to 7 days)',
    emailTitle: 'Email QR codes',
    smsTitle: 'Send download link by SMS',
    mailTitle: 'Mail printed QR codes',
    emailLabel: 'Email address',
    sendEmail: 'Send QR codes',
    sending: 'Sending...',
    back: 'Back',
    cancel: 'Cancel',
    close: 'Close',
    /** Our words for the daily limit on delivery requests (the spec has none). */
    storeLimitToday: (max: number) => `QR codes were already requested ${max} times today for this store. Please try again tomorrow.`,
    accountLimitToday: (max: number) => `Your account already requested QR codes ${max} times today. Please try again tomorrow.`,
    offlineNote: 'You are offline: the request is kept on this device and sent when you are back online.',
    /** SMS and mail (doc 1 §2.6: "The dialog says the feature is under development"). */
    underDevelopment: (method: 'SMS' | 'Physical mail') =>
      `${method} delivery is under development: nothing will be sent and no request is recorded.`,
    useInstead: 'To get your QR codes now, choose Email, or download the printable sheet from the Table QR Codes section of your store.',
    historyTitle: 'Delivery history',
    historyEmpty: 'No delivery requests yet',
    showMore: 'Show more',
    tables: (n: number) => `${n} ${n === 1 ? 'table' : 'tables'}`,
    to: (method: 'email' | 'phone' | 'mail', where: string) =>
      method === 'email' ? `Email to ${where}` : method === 'phone' ? `SMS to ${where}` : `Mail to ${where}`,
    status: { pending: 'Pending', processing: 'Processing', completed: 'Completed', failed: 'Failed' },
    withOperator: 'With our team',
    waitingToSync: 'Waiting to sync',
  },
  /** The e-mail a delivery request sends (the Trigger Email extension's message). */
  mail: {
    subject: (storeName: string) => `Your table QR codes for ${storeName}`,
    intro: (count: number) => `Attached is the printable sheet of your ${count} table QR ${count === 1 ? 'code' : 'codes'}.`,
    howTo: 'Print it on A4, cut along the marks and place each code on its table: scanning a code opens that table\'s ordering page.',
  },
  preview: {
    title: 'Customer Link Preview',
    tableNumber: 'Table number',
    customerLink: 'Customer link',
    copyHint: 'Click the link to copy it.',
    copied: 'Copied!',
    openInNewTab: 'Open in new tab',
    goToOrders: 'Go to Orders',
    counter: 'Table 0 is the counter (takeaway).',
    offline: 'This table has no link on this device yet; it is made when you are back online.',
  },
} as const;
