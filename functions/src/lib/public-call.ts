import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { asHttpsError, enforceAppCheck } from './secure-call';

/**
 * A callable for customers, who have no seller account (placeOrderSecure): no
 * sign-in is asked, App Check still guards it outside the emulator, and the
 * handler answers for everything else (what it may touch, how often).
 */
export function publicCall<Result>(handler: (data: unknown) => Promise<Result>) {
  return onCall({ enforceAppCheck, cors: true }, async (request: CallableRequest<unknown>) => {
    try {
      return await handler(request.data);
    } catch (error) {
      throw asHttpsError(error);
    }
  });
}
