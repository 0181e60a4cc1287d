// Our wording for the kitchen board (beyond the spec, so the
// texts are ours). Short and plain: read from across a kitchen.

const clock = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** A ticket's wall-clock time, as printed. */
export const ticketClock = clock;

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
  /** '86': kitchen slang for sold out, on each all-day line; the label names the dish. */
  eightySix: '86',
  eightySixLabel: (name: string) => `86 ${name}: mark it sold out`,
  soldOut: "86'd (sold out)",
  soldOutHint: 'Customers cannot order these until they are back on.',
  eightySixed: (name: string) => `${name} is 86'd: customers can no longer order it.`,
  backOn: 'Back on',
  backOnLabel: (name: string) => `Back on ${name}`,
  backOnDone: (name: string) => `${name} is back on the menu.`,
  print: 'Print',
  printLabel: (table: string) => `Print ticket ${table}`,
  printed: (clockTime: string) => `Placed ${clockTime}`,
  printOrder: (id: string) => `Order #${id}`,
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
