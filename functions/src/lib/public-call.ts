import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { addressKey } from '../../../src/domain/orders/order-flood';
import { appCheckRefusal, enforcesAppCheck } from './app-check-policy';
import { callOrigins } from './call-origins';
import { asHttpsError } from './secure-call';

export interface PublicCaller {
  /** The client's address as counted (addressKey): an IPv6 client by its /64. */
  address: string;
}

/**
 * The client's address. Each proxy in front of the Function appends the
 * address it saw to X-Forwarded-For, so the entries a client cannot choose
 * are the last ones: the last by default (Google's front end before the
 * Function), or TRUSTED_PROXY_HOPS entries further left when a load balancer
 * of one's own appends its hop too (functions/.env.<project-id>). Without the
 * header (a direct connection) the socket's address counts.
 */
export function clientAddress(rawRequest: CallableRequest['rawRequest'], hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0) || 0): string {
  const header = rawRequest.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : header ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const seen = forwarded[Math.max(0, forwarded.length - 1 - hops)];
  return addressKey(seen ?? rawRequest.socket?.remoteAddress ?? rawRequest.ip ?? 'unknown');
}

/**
 * A callable for customers, who have no seller account (placeOrderSecure): no
 * sign-in is asked, App Check guards it when its own switch is on, and the
 * handler answers for everything else (what it may touch, how often).
 */
/** The customer app's own switch (ENFORCE_APP_CHECK_CUSTOMER): the portal's never refuses customers. */
const enforceAppCheck = enforcesAppCheck('customer', process.env);
/** The customer app's address only, where CUSTOMER_HOST is set (lib/call-origins.ts). */
const cors = callOrigins('customer', process.env);

export function publicCall<Result>(handler: (data: unknown, caller: PublicCaller) => Promise<Result>) {
  return onCall({ enforceAppCheck, cors }, async (request: CallableRequest<unknown>) => {
    const appRefusal = appCheckRefusal('customer', request.app?.appId, process.env);
    if (appRefusal) throw new HttpsError('permission-denied', appRefusal);
    try {
      return await handler(request.data, { address: clientAddress(request.rawRequest) });
    } catch (error) {
      throw asHttpsError(error);
    }
  });
}
