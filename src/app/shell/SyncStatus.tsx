import { useSyncStatus } from '../../data/shell/sync-status';
import { listOf } from '../../domain/shared/catalogue/sync';
import { MESSAGES } from '../../domain/shared/messages';

const S = MESSAGES.sync;
const time = (ms: number) => new Date(ms).toLocaleTimeString();

/**
 * The header's sync indicator: connection, pending changes, last sync (every
 * collection caught up), which data has not reached this device yet, and
 * refused changes.
 */
export function SyncStatus() {
  const status = useSyncStatus();
  // Its place is kept before the engine opens, so the page does not move when it does (styles.css).
  if (!status) return <div className="sync-status" aria-hidden="true" />;
  const waiting = listOf(status.notSynced);
  return (
    <div className="sync-status" data-testid="sync-status">
      <span data-testid="sync-online" className={status.online ? 'online' : 'offline'}>
        {status.online ? S.online : S.offline}
      </span>
      <span data-testid="sync-pending">{S.pending(status.pending)}</span>
      <span data-testid="sync-last">{status.lastSyncedAt ? S.lastSynced(time(status.lastSyncedAt)) : S.notSyncedYet}</span>
      {waiting && (
        <span data-testid="sync-waiting" role="status" className="sync-waiting">
          {status.online ? S.syncing(waiting) : S.notOnDevice(waiting)}
        </span>
      )}
      {status.failed.length > 0 && (
        <ul className="sync-failed" aria-label="Changes not saved">
          {status.failed.map((f) => (
            <li key={f.id} data-testid="sync-failed">
              <strong>{f.description}</strong>: <span role="alert">{f.message}</span>
              <button onClick={() => void status.retry(f.id)}>Retry</button>
              <button onClick={() => void status.discard(f.id)}>Discard</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
