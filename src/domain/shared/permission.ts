// What a command or a screen needs of the member who asks. Each command
// declares its permission beside its other rules (command-spec.ts); which role
// holds which is the team's table (src/domain/team/permissions.ts).

/** Coarse on purpose: one per kind of work a restaurant hands to someone, so the table stays readable by an owner. */
export type Permission =
  /** Help and feedback: every member. */
  | 'help'
  /** The orders screen: see orders and change their status. */
  | 'orders'
  /** The kitchen board: see the active orders and move them forward. */
  | 'kitchen'
  /** Delete orders, and place the example order of the setup. */
  | 'orderRecords'
  /** Customer messages: read and answer (marking read stays the owner's and managers', doc 2 §5). */
  | 'messages'
  /** Mark a dish unavailable ('86') and available again. */
  | 'availability'
  /** Menu items, categories, prices and translations. */
  | 'menu'
  /** Menu import from a photo or PDF. */
  | 'import'
  /** Store profile, settings and languages. */
  | 'settings'
  /** Table QR codes and their delivery. */
  | 'tables'
  /** The dashboard's figures and the order analytics. */
  | 'analytics'
  /** Members, invitations and kitchen displays. */
  | 'team';
