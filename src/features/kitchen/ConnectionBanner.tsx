import { useOrdersConnection } from '../../data/firebase/live-connection';
import { MESSAGES } from '../../domain/shared/messages';

/**
 * Says plainly when the board cannot hear new orders (offline, or the live
 * channel to Firestore lost), so a silent board is never taken for a quiet night.
 */
export function ConnectionBanner() {
  const { online, live, lastContactAt } = useOrdersConnection();
  if (online && live !== false) return null;
  return (
    <p className="kitchen-banner" role="alert" data-testid="kitchen-connection">
      {online ? MESSAGES.kitchen.connectionLost(lastContactAt) : MESSAGES.kitchen.offline(lastContactAt)}
    </p>
  );
}
