// The preview's customer link of one table: the table's
// active link from the replica when this device has it, else asked of the
// server (getTableLinkSecure makes it on demand: always for the counter,
// never above the table count). Table numbers are checked by src/domain first.
import { useEffect, useState } from 'react';
import { toCallError } from '../../data/firebase/callable';
import { requestTableLink, type TablesView } from '../../data/tables/tables';
import { MESSAGES } from '../../domain/shared/messages';
import { tableLinkRefusal } from '../../domain/tables/table-link';

export type PreviewLink =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; linkId: string }
  | { status: 'refused'; message: string };

/** Refusals the user can act on are shown in their words; anything else as the spec's failure. */
const SHOWN_CODES = new Set(['failed-precondition', 'invalid-argument', 'permission-denied']);

export function usePreviewLink(tables: TablesView, storeId: string | null, tableNumber: number | null): PreviewLink {
  const ready = tables.status === 'ready' ? tables : null;
  const local = ready && tableNumber !== null ? ready.links.find((l) => l.tableNumber === tableNumber) : undefined;
  const refusal = ready && tableNumber !== null ? tableLinkRefusal(tableNumber, ready.tableCount) : null;
  const [asked, setAsked] = useState<{ key: string; result: PreviewLink } | null>(null);
  const key = `${storeId}:${tableNumber}`;
  const needsServer = ready !== null && storeId !== null && tableNumber !== null && !local && !refusal;

  useEffect(() => {
    if (!needsServer || tableNumber === null || storeId === null) return;
    let current = true;
    requestTableLink(storeId, tableNumber).then(
      (linkId) => current && setAsked({ key, result: { status: 'ready', linkId } }),
      (error: unknown) => {
        const failure = toCallError(error);
        const offline = !navigator.onLine || failure.code === 'unavailable';
        const message = offline ? MESSAGES.tablesScreen.preview.offline : SHOWN_CODES.has(failure.code) ? failure.message : MESSAGES.preview.linkFailed;
        if (current) setAsked({ key, result: { status: 'refused', message } });
      },
    );
    return () => {
      current = false;
    };
  }, [needsServer, storeId, tableNumber, key]);

  if (tableNumber === null) return { status: 'idle' };
  if (!ready) return { status: 'loading' };
  if (local) return { status: 'ready', linkId: local.linkId };
  if (refusal) return { status: 'refused', message: refusal };
  return asked?.key === key ? asked.result : { status: 'loading' };
}
