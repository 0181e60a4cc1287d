// QR delivery requests for the screens: a request is a
// command in the outbox like every change, so one made offline is sent later,
// once; the history is the replica's qrCodeGenerations with the requests still
// queued on this device laid on top as pending.
import { useCallback, useMemo } from 'react';
import type { Command } from '../../domain/sync/commands';
import type { QrGenerationRecord } from '../../domain/shared/entities';
import { MESSAGES } from '../../domain/shared/messages';
import type { PendingCommand } from '../../domain/sync/overlay';
import { qrHistory, requestQrDeliveryCommand, type QrHistoryRow } from '../../domain/tables/qr-delivery';
import type { DeliveryInput } from '../../domain/tables/qr-validation';
import type { ReplicaDoc } from '../replica/schemas';
import { useSession } from '../session/session';
import { useQueue, useReplicaView, type ActionErrors, type ListView } from '../views/replica-view';

/** Queues a delivery request, checked by the rules the Function applies again. */
export function useRequestQrDelivery(): (input: DeliveryInput) => Promise<ActionErrors> {
  const { user } = useSession();
  const queue = useQueue(MESSAGES.qr.generateFailed);
  return useCallback(
    (input: DeliveryInput) =>
      queue((ids) => requestQrDeliveryCommand(input, { signedIn: user !== null, generationId: crypto.randomUUID() }, ids)),
    [queue, user],
  );
}

interface QrRows {
  records: Array<QrGenerationRecord & { id: string }>;
  queued: QrHistoryRow[];
}

/** Records as they came, and the requests not delivered yet (a failed one is the outbox's to show). */
function overlay(docs: ReplicaDoc[], entries: PendingCommand[]): QrRows[] {
  const records = docs.map((d) => d as unknown as QrGenerationRecord & { id: string });
  const queued = entries
    .filter((e) => e.command.type === 'qr.requestDelivery' && e.status !== 'failed')
    .map((e, i): QrHistoryRow => {
      const { payload } = e.command as Command<'qr.requestDelivery'>;
      return {
        id: payload.generationId,
        tableCount: 0,
        deliveryMethod: payload.deliveryMethod,
        deliveryDetails: payload.deliveryDetails,
        requestedBy: '',
        // Queue order: the last queued shows first.
        requestedAt: Number.MAX_SAFE_INTEGER - entries.length + i,
        status: 'pending',
        queued: true,
      };
    });
  // Nothing at all is no row, so an unsynced history shows as loading, not as empty.
  return records.length + queued.length === 0 ? [] : [{ records, queued }];
}

/** The history, newest first, `pages` pages of 10. */
export function useQrHistory(pages: number): ListView<QrHistoryRow> & { more: boolean } {
  const view = useReplicaView('qrcodegenerations', overlay);
  return useMemo(() => {
    if (view.status === 'loading') return { ...view, more: false };
    const [rows] = view.rows;
    const page = qrHistory(rows?.records ?? [], rows?.queued ?? [], pages);
    return { status: 'ready', rows: page.rows, more: page.more };
  }, [view, pages]);
}
