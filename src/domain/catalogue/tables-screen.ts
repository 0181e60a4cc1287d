// Labels of the Table QR Codes section and the preview (issue 13). Our
// wording where the spec names a control without giving its text.
export const tablesScreen = {
  title: 'Table QR Codes',
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
  noTablesYet: 'No tables yet: set how many tables the store has.',
  preview: {
    title: 'Preview',
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
