// How often one connection may call the guest's calls after an order
// (cancelGuestOrderSecure, sendGuestMessageSecure). Each finds its order by a
// 192-bit token, so guessing finds nothing; this bounds what guessing costs:
// a script at a table spends its allowance in a minute, a venue's guests
// sharing one Wi-Fi address never reach it. Taken in its own transaction
// before the token is looked up, so a call that finds nothing still counts.
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { GUEST_CALL_ALLOWANCE } from '../../../src/domain/guest/guest-requests';
import { takeFromBucket } from './token-bucket';

export async function takeGuestCall(db: Firestore, address: string): Promise<void> {
  // An IPv6 /64 has a slash: the bucket is named by a digest of the address.
  const key = createHash('sha256').update(address).digest('hex').slice(0, 32);
  await db.runTransaction((tx) => takeFromBucket(db, tx, `guest_${key}`, GUEST_CALL_ALLOWANCE, Date.now()));
}
