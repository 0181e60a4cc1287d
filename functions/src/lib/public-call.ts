import type { CallableRequest } from 'firebase-functions/v2/https';
import { addressKey } from '../../../src/domain/orders/order-flood';

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
 * A callable for callers without a seller account: a guest's order from the
 * table's page (placeOrderSecure), a kitchen display pairing with its code.
 * No sign-in is asked; the caller's app's App Check guards it when that
 * app's switch is on (lib/deploy.ts), and the handler answers for everything
 * else (what it may touch, how often).
 */
export interface OpenHandler<Result = unknown> {
  readonly kind: 'open';
  run(data: unknown, caller: PublicCaller): Promise<Result>;
}

export function withoutSignIn<Result>(run: (data: unknown, caller: PublicCaller) => Promise<Result>): OpenHandler<Result> {
  return { kind: 'open', run };
}
