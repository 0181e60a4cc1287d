// Ends the accounts of kitchen displays unpaired before unpairing ended them
// (functions/src/team/pairing-codes.ts, endDevice): each is disabled and its
// refresh tokens revoked. A display's account is known by how it signs in, a
// custom token only (no sign-in provider), with the KITCHEN role or the
// `device` claim; one still paired (a device member of a store its claims
// name) stays, and every display's account gets the `device` claim that
// marks it from now on. Safe to run again.
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

export interface DevicesBackfillSummary {
  displays: number;
  disabled: number;
  marked: number;
}

const isDisplayAccount = (user: UserRecord) =>
  user.providerData.length === 0 && (user.customClaims?.device === true || user.customClaims?.role === 'KITCHEN');

async function stillPaired(db: Firestore, user: UserRecord): Promise<boolean> {
  const stores = Object.keys((user.customClaims?.stores ?? {}) as Record<string, unknown>);
  const members = await Promise.all(stores.map((storeId) => db.doc(`stores/${storeId}/members/${user.uid}`).get()));
  return members.some((m) => m.exists && m.get('kind') === 'device');
}

export async function backfillDevices(auth: Auth, db: Firestore): Promise<DevicesBackfillSummary> {
  const summary: DevicesBackfillSummary = { displays: 0, disabled: 0, marked: 0 };
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users.filter(isDisplayAccount)) {
      summary.displays++;
      if (user.customClaims?.device !== true) {
        await auth.setCustomUserClaims(user.uid, { ...user.customClaims, device: true });
        summary.marked++;
      }
      if (!user.disabled && !(await stillPaired(db, user))) {
        await auth.updateUser(user.uid, { disabled: true });
        await auth.revokeRefreshTokens(user.uid);
        summary.disabled++;
      }
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return summary;
}
