// Menu import uploads for the screens: the history (replica ⊕
// pending, newest first), the actions that queue upload commands, and how far
// one chosen file has got (waiting, its percent sent, recorded, refused).
import { useMemo } from 'react';
import { combineLatest, from, map } from 'rxjs';
import type { UploadRecord } from '../../domain/shared/entities';
import { MESSAGES } from '../../domain/shared/messages';
import type { PendingCommand } from '../../domain/sync/overlay';
import { deleteUploadCommand, deprecateUploadCommand, readAgainCommand, recordUploadCommand } from '../../domain/menu-import/upload-commands';
import { overlayUploads, type UploadEntry, type ViewedUpload } from '../../domain/menu-import/upload-overlay';
import { useEngine } from '../engine/EngineProvider';
import { useObservable } from '../engine/use-observable';
import type { ReplicaDoc } from '../replica/schemas';
import { useQueue, useReplicaView, type ActionErrors, type ListView } from '../views/replica-view';

export type { ViewedUpload } from '../../domain/menu-import/upload-overlay';

function uploadsOverlay(docs: ReplicaDoc[], entries: PendingCommand[]): ViewedUpload[] {
  // The outbox's entries carry their refusal too (OutboxEntry.failure).
  return overlayUploads(docs as unknown as UploadRecord[], entries as UploadEntry[], Date.now());
}

/** Every upload of the current store, newest first (pages are the screen's). */
export function useUploadHistory(): ListView<ViewedUpload> {
  return useReplicaView('uploadhistory', uploadsOverlay);
}

/** What a chosen file became once queued: its record's id and the command that carries it. */
export interface QueuedUpload {
  uploadId: string;
  commandId: string;
}

export function useUploadActions(history: readonly ViewedUpload[]) {
  const queue = useQueue(MESSAGES.upload.failed);
  return useMemo(() => ({
    /** Queues the file with its record; the sender uploads it (now, or when online again). */
    upload: async (file: File, fromCamera = false, languages?: readonly string[]): Promise<{ errors: ActionErrors; queued?: QueuedUpload }> => {
      const blobId = crypto.randomUUID();
      const uploadId = crypto.randomUUID();
      let commandId = '';
      const errors = await queue((ids) => {
        commandId = ids.commandId;
        return recordUploadCommand(
          { blobId, contentType: file.type, size: file.size, fileName: file.name, fromCamera },
          { ...ids, uploadId, timestamp: Date.now() },
          languages,
        );
      }, [{ blobId, blob: file }]);
      return errors ? { errors } : { errors: null, queued: { uploadId, commandId } };
    },
    remove: (uploadId: string) => queue((ids) => deleteUploadCommand(uploadId, history, ids)),
    deprecate: (uploadId: string, reason: string) => queue((ids) => deprecateUploadCommand(uploadId, reason, history, ids)),
    /** Queues the stored file to be read again, in these languages (the record's own when none). */
    readAgain: (uploadId: string, languages?: readonly string[]) => queue((ids) => readAgainCommand(uploadId, languages, history, ids)),
  }), [queue, history]);
}

export type SendState =
  | { kind: 'waiting' }
  | { kind: 'sending'; percent: number }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

/** How far a queued file has got, live: its percent while this tab's sender sends it. */
export function useSendState(commandId: string | null): SendState | null {
  const engine = useEngine();
  const source = useMemo(() => {
    if (!engine || !commandId) return null;
    // Once seen, an entry gone from the outbox was delivered and absorbed.
    let seen = false;
    return combineLatest([from(engine.outbox.entries$()), engine.uploadProgress.all$()]).pipe(
      map(([entries, percents]): SendState => {
        const entry = entries.find((e) => e.id === commandId);
        if (entry) seen = true;
        const percent = percents.get(commandId);
        if (entry?.status === 'failed') return { kind: 'failed', message: entry.failure?.message || MESSAGES.upload.failed };
        if (entry?.status === 'delivered' || (!entry && seen)) return { kind: 'done' };
        return percent === undefined ? { kind: 'waiting' } : { kind: 'sending', percent };
      }),
    );
  }, [engine, commandId]);
  return useObservable<SendState | null>(source, null);
}
