// Every Function this project deploys, gathered from the areas' declarations
// (src/domain/<area>/functions.ts). functions/src/index.ts deploys exactly
// these.
import { ANALYTICS_FUNCTIONS } from '../analytics/functions';
import { CATEGORY_FUNCTIONS } from '../categories/functions';
import { GUEST_FUNCTIONS } from '../guest/functions';
import { HELP_FUNCTIONS } from '../help/functions';
import { MENU_FUNCTIONS } from '../menu/functions';
import { MENU_IMPORT_FUNCTIONS } from '../menu-import/functions';
import { MESSAGE_FUNCTIONS } from '../messages/functions';
import { ORDER_FUNCTIONS } from '../orders/functions';
import { SESSION_FUNCTIONS } from '../session/functions';
import { declareFunctions, gatherFunctions, SCHEDULE } from '../shared/function-spec';
import { STORE_FUNCTIONS } from '../store/functions';
import { TABLE_FUNCTIONS } from '../tables/functions';
import { TEAM_FUNCTIONS } from '../team/functions';

/** Work of several areas, swept together: readings and QR e-mails a stopped instance left 'processing'. */
const SHARED_FUNCTIONS = declareFunctions({ sweepStaleWorkScheduled: SCHEDULE });

export const FUNCTIONS = gatherFunctions(
  ANALYTICS_FUNCTIONS,
  CATEGORY_FUNCTIONS,
  GUEST_FUNCTIONS,
  HELP_FUNCTIONS,
  MENU_FUNCTIONS,
  MENU_IMPORT_FUNCTIONS,
  MESSAGE_FUNCTIONS,
  ORDER_FUNCTIONS,
  SESSION_FUNCTIONS,
  SHARED_FUNCTIONS,
  STORE_FUNCTIONS,
  TABLE_FUNCTIONS,
  TEAM_FUNCTIONS,
);

type Functions = typeof FUNCTIONS;

/** The names of the callables, as tests and tools call them by name. */
export type CallableName = { [K in keyof Functions]: Functions[K] extends { kind: 'callable' } ? K : never }[keyof Functions];
