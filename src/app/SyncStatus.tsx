import { useSyncStatus } from '../data/sync-status';

const time = (ms: number) => new Date(ms).toLocaleTimeString();

/** The header's sync indicator: connection, pending changes, last sync, and refused changes. */
export function SyncStatus() {
  const status = useSyncStatus();
  if (!status) return null;
  return (
    <div className="sync-status" data-testid="sync-status">
      <span data-testid="sync-online" className={status.online ? 'online' : 'offline'}>
        {status.online ? 'Online' : 'Offline'}
      </span>
      <span data-testid="sync-pending">{status.pending} pending</span>
      <span data-testid="sync-last">
        {status.lastSyncedAt ? `Last synced ${time(status.lastSyncedAt)}` : 'Not synced yet'}
      </span>
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
