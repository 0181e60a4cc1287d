// Rotating one table's link (a new code; the old one answers 'no longer in
// use'). Online only, not an outbox command: the owner needs the new code to
// print before the old one stops, and a rotation waiting in a queue would
// leave a photographed code working without saying so.
import { appCheckReady } from '../firebase/app-check';
import { callFunction } from '../firebase/callable';
import { functions } from '../firebase/functions-services';
import { sessionManager } from '../session/session';
import { TABLE_FUNCTIONS } from '../../domain/tables/functions';

export async function rotateTableLink(storeId: string, tableNumber: number): Promise<string> {
  await sessionManager.getToken();
  await appCheckReady();
  const result = await callFunction<{ linkId: string }>(functions, TABLE_FUNCTIONS.rotateTableLinkSecure, { storeId, tableNumber, commandId: crypto.randomUUID() });
  return result.linkId;
}
