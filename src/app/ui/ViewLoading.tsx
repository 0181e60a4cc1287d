import { useOnline } from '../../data/shell/sync-status';
import { listOf, type SyncDataKind } from '../../domain/shared/catalogue/sync';
import { MESSAGES } from '../../domain/shared/messages';

/**
 * A screen waiting for data that has never synced to this device. Online the
 * wait ends by itself (the header says what is syncing); offline it cannot,
 * so the screen says which data it needs and when it will come, never an
 * endless bare 'Loading...'.
 */
export function ViewLoading({ text, waitingFor }: { text: string; waitingFor: readonly SyncDataKind[] }) {
  const online = useOnline();
  return (
    <p role="status" className="loading view-loading" data-testid="view-loading">
      {online || waitingFor.length === 0 ? text : MESSAGES.sync.screenOffline(listOf(waitingFor))}
    </p>
  );
}
