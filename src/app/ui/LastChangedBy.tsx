import type { ChangedBy } from '../../domain/shared/changed-by';
import { MESSAGES } from '../../domain/shared/messages';

/**
 * 'Last changed by Sam' under a form or card, from the server's record of who
 * changed it. Screens pass nothing while this device's own change is pending:
 * the name on record is then about to be theirs.
 */
export function LastChangedBy({ by }: { by: ChangedBy | undefined }) {
  return by?.name ? <p className="muted" data-testid="last-changed-by">{MESSAGES.team.lastChangedBy(by.name)}</p> : null;
}
