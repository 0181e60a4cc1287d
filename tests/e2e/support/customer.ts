// A customer at a table, as the customer app orders: the Firebase web SDK's
// httpsCallable to placeOrderSecure on the Functions emulator, never signed in.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { randomUUID } from 'node:crypto';
import { callFunction } from '../../../src/data/firebase/callable';
import { EMULATORS, PROJECT_ID } from '../../support/emulator-env';
import { seedTableLink, setOrdering } from '../../support/orders';
import { ORDER_FUNCTIONS } from '../../../src/domain/orders/functions';

export interface Customer {
  /** Places an order; a refusal rejects with the server's CallError (its message as the customer reads it). */
  order(items: Array<{ menuItemId: string; quantity: number }>, customerNotes?: string): Promise<{ orderId: string; totalAmount: number }>;
  close(): Promise<void>;
}

let counter = 0;

/** Turns the store's ordering switch on and seats a customer at `tableId` through an active table link. */
export async function customerAt(storeId: string, tableId: string): Promise<Customer> {
  await setOrdering(storeId, { enableOrderFunction: true });
  const tableLinkId = await seedTableLink(storeId, tableId);
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `customer-${Date.now()}-${counter++}`);
  const functions = getFunctions(app, 'us-central1');
  connectFunctionsEmulator(functions, EMULATORS.functions.host, EMULATORS.functions.port);
  return {
    order: (items, customerNotes) => callFunction(functions, ORDER_FUNCTIONS.placeOrderSecure, {
      tableLinkId, items, commandId: randomUUID(), ...(customerNotes ? { customerNotes } : {}),
    }),
    close: () => deleteApp(app),
  };
}
