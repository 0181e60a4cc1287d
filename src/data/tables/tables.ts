// The store's tables for the screens: the count and each table's
// active link, from the replica with a queued count change laid over it, so
// the QR codes show and print offline. Only the preview's link of a table
// that has none yet needs the network (getTableLinkSecure).
import { useMemo } from 'react';
import { combineLatest, map } from 'rxjs';
import type { Command } from '../../domain/sync/commands';
import { MESSAGES } from '../../domain/shared/messages';
import { setTableCountCommand, viewedTableCount } from '../../domain/tables/table-commands';
import { tableNumberOf } from '../../domain/tables/table-id';
import { appCheckReady } from '../firebase/app-check';
import { callFunction } from '../firebase/callable';
import { useEngine } from '../engine/EngineProvider';
import { useObservable } from '../engine/use-observable';
import { functions } from '../firebase/functions-services';
import { sessionManager } from '../session/session';
import { caughtUp$, useQueue, type ActionErrors } from '../views/replica-view';
import { TABLE_FUNCTIONS } from '../../domain/tables/functions';

export interface TableLinkView {
  tableNumber: number;
  linkId: string;
}

export type TablesView =
  | { status: 'loading' }
  | {
      status: 'ready';
      storeName: string;
      /** The count the user sees: the store's, or a queued change. */
      tableCount: number;
      /** The store's count as the server has it (what Save compares against when nothing is queued). */
      storedCount: number;
      /** A change of the count is waiting for delivery or for the replica. */
      pending: boolean;
      /** Active links of tables 1..tableCount and the counter (0), by table number. */
      links: TableLinkView[];
    };

const LOADING: TablesView = { status: 'loading' };

/** The current store's tables, live. */
export function useTables(): TablesView {
  const engine = useEngine();
  const source = useMemo(() => {
    if (!engine) return null;
    const { storeId } = engine.config;
    return combineLatest([
      engine.replica.store.findOne(storeId).$,
      engine.replica.tablelinks.find().$,
      engine.outbox.entries$(),
      caughtUp$(engine),
    ]).pipe(
      map(([storeDoc, linkDocs, entries, caughtUp]): TablesView => {
        if (!storeDoc || !caughtUp.has('tablelinks')) return LOADING;
        const store = storeDoc.toJSON() as { storeName?: string; tableCount?: number };
        const storedCount = typeof store.tableCount === 'number' ? store.tableCount : 0;
        const queued = entries
          .filter((e) => e.command.storeId === storeId && e.command.type === 'tables.setCount' && e.status !== 'failed')
          .map((e) => e.command as Command<'tables.setCount'>);
        const tableCount = viewedTableCount(storedCount, queued);
        const links = linkDocs
          .map((d) => d.toJSON() as { id: string; tableId?: string; isActive?: boolean })
          .filter((d) => d.isActive === true)
          .map((d) => ({ tableNumber: tableNumberOf(d.tableId), linkId: d.id }))
          .filter((l): l is TableLinkView => l.tableNumber !== null && l.tableNumber <= tableCount)
          .sort((a, b) => a.tableNumber - b.tableNumber || a.linkId.localeCompare(b.linkId));
        return { status: 'ready', storeName: store.storeName ?? '', tableCount, storedCount, pending: queued.length > 0, links };
      }),
    );
  }, [engine]);
  return useObservable(source, LOADING);
}

/** Queues a table-count change, checked against the count the user sees. */
export function useSetTableCount(): (raw: string, currentCount: number) => Promise<ActionErrors> {
  const queue = useQueue(MESSAGES.qr.updateCountFailed);
  return useMemo(() => (raw: string, currentCount: number) => queue((ids) => setTableCountCommand(raw, currentCount, ids)), [queue]);
}

/** Asks the server for a table's link (made on demand); refusals come back as CallError. */
export async function requestTableLink(storeId: string, tableNumber: number): Promise<string> {
  await sessionManager.getToken();
  await appCheckReady();
  const result = await callFunction<{ linkId: string }>(functions, TABLE_FUNCTIONS.getTableLinkSecure, { storeId, tableNumber });
  return result.linkId;
}
