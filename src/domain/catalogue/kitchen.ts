// Our wording for the kitchen board (issue 10 item 5; beyond the spec, so the
// texts are ours). Short and plain: read from across a kitchen.

const clock = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export const kitchen = {
  title: 'Kitchen',
  loading: 'Loading the kitchen board...',
  columns: { new: 'New', inProgress: 'In progress', ready: 'Ready' },
  columnCount: (n: number) => `${n} ${n === 1 ? 'ticket' : 'tickets'}`,
  emptyColumn: 'Nothing here',
  noTable: 'No table',
  unnamedItem: 'Item',
  ticket: (table: string) => `Ticket ${table}`,
  age: (age: string) => `Waiting ${age}`,
  /** The one-tap forward button per status. */
  forward: { pending: 'Confirm', confirmed: 'Start', preparing: 'Ready', ready: 'Done' } as Record<string, string>,
  recall: 'Recall',
  recallHint: (n: number) => `Recall the last move (${n} left)`,
  allDay: 'All day',
  allDayEmpty: 'Nothing in progress',
  newOrders: (n: number) => `${n} new ${n === 1 ? 'order' : 'orders'}`,
  acknowledge: 'Acknowledge',
  flashTitle: (n: number) => `🔔 ${n} new ${n === 1 ? 'order' : 'orders'}`,
  enableSound: 'Tap to enable sound',
  enableSoundHint: 'The board beeps for new orders once sound is on.',
  settings: 'Timer colours',
  amberAfter: 'Amber after (minutes)',
  redAfter: 'Red after (minutes)',
  thresholdsHint: 'Whole minutes; amber must come before red.',
  offline: (last: number | null) =>
    `This device is offline: new orders will not appear until it reconnects.${last ? ` Last contact with the server at ${clock(last)}.` : ''}`,
  connectionLost: (last: number | null) =>
    `No live connection to the server: new orders may not appear.${last ? ` Last contact at ${clock(last)}.` : ''}`,
} as const;
