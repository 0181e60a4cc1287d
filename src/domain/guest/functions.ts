// The guest page's own Functions, each declared once (src/domain/shared/function-spec.ts).
// The guest's orders are the orders area's (placeOrderSecure, cancelGuestOrderSecure),
// their messages the messages area's; these keep the public documents the page reads.
import { declareFunctions, TRIGGER } from '../shared/function-spec';

export const GUEST_FUNCTIONS = declareFunctions({
  /** A dish changed, was added, 86'd or deleted: its store's public menu is written again. */
  publishMenuOnItemWrite: TRIGGER,
  /** A category changed: the public menu is written again. */
  publishMenuOnCategoryWrite: TRIGGER,
  /** The store's name, languages or ordering settings changed: the public menu is written again. */
  publishMenuOnStoreWrite: TRIGGER,
  /** A table link made, (de)activated or rotated: its public link follows. */
  publishLinkOnWrite: TRIGGER,
});
