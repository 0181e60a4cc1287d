// Writes a DemoWorld into Firestore and Firebase Auth with the Admin SDK. Idempotent:
// every document is fully overwritten at a deterministic path, and documents of the
// demo stores' seeded sub-collections that are not in the world are pruned, so a
// re-run converges to exactly the world.

import type { Auth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { DISPLAY_ACCOUNT_NAME, displayClaims, displayUser, pairingCodeRef } from '../../functions/src/team/pairing-codes.ts';
import { publishStore } from '../lib/guest-backfill.ts';
import { rebuildStoreRollups } from '../lib/rollups-rebuild.ts';
import { DEMO_PAIRING_OPEN_MS, STORE_SUBCOLLECTIONS, type DemoDisplay, type DemoOwner, type DemoWorld, type StoreSubcollection } from './demo-world.ts';
import { claimsOfUser } from '../../src/domain/session/roles.ts';

export type SeededCollection = 'users' | 'stores' | StoreSubcollection;

export interface SeedSummary {
  uid: string;
  /** created: new auth user; updated: existing user reset; replaced: another user held the e-mail and was deleted. */
  authUser: 'created' | 'updated' | 'replaced';
  /** Documents written, per collection (summed over both stores). */
  written: Record<SeededCollection, number>;
  /** Stale documents pruned, per collection. */
  pruned: Record<SeededCollection, number>;
  /** Number of batch commits. */
  commits: number;
}

export interface WriteOptions {
  /** Writes per batch commit (default 50, capped at 200). Commits run one after another. */
  batchSize?: number;
  /**
   * How stale documents are pruned: a replicated 'tombstone' (default: `_deleted: true`, so
   * replicas drop them too) or a hard 'delete' (replicas never learn of it).
   */
  prune?: 'delete' | 'tombstone';
  log?: (line: string) => void;
}

export type OwnerClaims = ReturnType<typeof claimsOfUser>;

/** The demo owner's claims, as the Functions write them from the user document. */
export function demoClaims(world: DemoWorld): OwnerClaims {
  return claimsOfUser(world.user);
}

/** Dates become Timestamps, undefined fields are dropped; everything else is copied. */
export function toFirestoreValue(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(toFirestoreValue);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key] = toFirestoreValue(v);
    return out;
  }
  return value;
}

/** A document as written: converted fields plus the two fields replication needs. */
export function toReplicatedDoc(doc: object): Record<string, unknown> {
  const data = toFirestoreValue(doc) as Record<string, unknown>;
  if (!(data.createdAt instanceof Timestamp)) throw new Error('every seeded document needs a createdAt date');
  return { ...data, _deleted: false, updatedAt: FieldValue.serverTimestamp() };
}

/** The document id of a world document: tableLinks are keyed by uuid, all others by id. */
export function docIdOf(collection: StoreSubcollection, doc: object): string {
  const id = (doc as Record<string, unknown>)[collection === 'tableLinks' ? 'uuid' : 'id'];
  if (typeof id !== 'string' || id === '') throw new Error(`${collection}: document without an id`);
  return id;
}

const isUserNotFound = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'auth/user-not-found';

async function findUser<T>(lookup: () => Promise<T>): Promise<T | null> {
  try {
    return await lookup();
  } catch (err) {
    if (isUserNotFound(err)) return null;
    throw err;
  }
}

/** Creates or resets the demo owner (fixed uid, verified e-mail, demo password) and sets its claims. */
export async function ensureDemoOwner(auth: Auth, owner: DemoOwner, claims: OwnerClaims): Promise<SeedSummary['authUser']> {
  let outcome: SeedSummary['authUser'] | undefined;
  const byEmail = await findUser(() => auth.getUserByEmail(owner.email));
  if (byEmail && byEmail.uid !== owner.uid) {
    await auth.deleteUser(byEmail.uid);
    outcome = 'replaced';
  }
  const profile = { email: owner.email, password: owner.password, displayName: owner.displayName, emailVerified: true };
  const byUid = byEmail?.uid === owner.uid ? byEmail : await findUser(() => auth.getUser(owner.uid));
  if (byUid) {
    await auth.updateUser(owner.uid, { ...profile, disabled: false });
    outcome ??= 'updated';
  } else {
    await auth.createUser({ uid: owner.uid, ...profile });
    outcome ??= 'created';
  }
  await auth.setCustomUserClaims(owner.uid, claims);
  return outcome;
}

type Op =
  | { kind: 'set'; ref: DocumentReference; data: Record<string, unknown> }
  | { kind: 'tombstone'; ref: DocumentReference }
  | { kind: 'delete'; ref: DocumentReference };

function emptyCounts(): Record<SeededCollection, number> {
  const counts = { users: 0, stores: 0 } as Record<SeededCollection, number>;
  for (const name of STORE_SUBCOLLECTIONS) counts[name] = 0;
  return counts;
}

/**
 * An open pairing code for a display already paired (`forDevice`, which only the seed and
 * the bench make): a tablet typing it signs in as that display, no second one is made.
 */
export function displayCodeData(display: Pick<DemoDisplay, 'uid' | 'storeId'>, createdBy: string, expiresAtMs: number) {
  return {
    storeId: display.storeId, createdBy, forDevice: display.uid, state: 'open',
    createdAt: FieldValue.serverTimestamp(), expiresAt: Timestamp.fromMillis(expiresAtMs),
  };
}

export async function writeDemoWorld(
  world: DemoWorld,
  deps: { db: Firestore; auth: Auth },
  options: WriteOptions = {},
): Promise<SeedSummary> {
  const { db, auth } = deps;
  const batchSize = Math.max(1, Math.min(200, Math.floor(options.batchSize ?? 50)));
  const log = options.log ?? (() => {});
  const written = emptyCounts();
  const pruned = emptyCounts();
  const ops: Op[] = [];

  const authUser = await ensureDemoOwner(auth, world.owner, demoClaims(world));
  log(`auth user ${world.owner.uid}: ${authUser}`);

  ops.push({ kind: 'set', ref: db.collection('users').doc(world.owner.uid), data: toReplicatedDoc(world.user) });
  written.users++;
  // The team: each their own account, claims and user document (their member documents are in the store's bundle).
  for (const member of world.team) {
    const user = { email: member.email, storeIds: [member.storeId], primaryStoreId: member.storeId, storeRoles: { [member.storeId]: member.role }, createdAt: world.user.createdAt };
    await ensureDemoOwner(auth, member, claimsOfUser(user));
    ops.push({ kind: 'set', ref: db.collection('users').doc(member.uid), data: toReplicatedDoc(user) });
    written.users++;
  }
  // The paired display: its account (no e-mail, no password), claims and user document, as pairing makes them,
  // and the code a tablet types to sign in as it (kept by its hash, open again after every run).
  const display = world.display;
  // Unpaired in the demo since the last seed, its account was disabled (endDevice): the seed pairs it again.
  if (!(await findUser(() => auth.getUser(display.uid)))) await auth.createUser({ uid: display.uid, displayName: DISPLAY_ACCOUNT_NAME });
  else await auth.updateUser(display.uid, { disabled: false });
  await auth.setCustomUserClaims(display.uid, displayClaims(display.storeId));
  ops.push({ kind: 'set', ref: db.collection('users').doc(display.uid), data: { ...displayUser(display.storeId, FieldValue.serverTimestamp()), createdAt: Timestamp.fromDate(world.user.createdAt) } });
  written.users++;
  ops.push({ kind: 'set', ref: pairingCodeRef(db, display.pairingCode), data: displayCodeData(display, world.owner.uid, world.now.getTime() + DEMO_PAIRING_OPEN_MS) });
  for (const bundle of world.stores) {
    const storeRef = db.collection('stores').doc(bundle.store.id);
    ops.push({ kind: 'set', ref: storeRef, data: toReplicatedDoc(bundle.store) });
    written.stores++;
    for (const name of STORE_SUBCOLLECTIONS) {
      const col = storeRef.collection(name);
      const keep = new Set<string>();
      for (const doc of bundle[name] as readonly object[]) {
        const id = docIdOf(name, doc);
        if (keep.has(id)) throw new Error(`${name}: duplicate id ${id} in store ${bundle.store.id}`);
        keep.add(id);
        ops.push({ kind: 'set', ref: col.doc(id), data: toReplicatedDoc(doc) });
        written[name]++;
      }
      const existing = await col.select('_deleted').get();
      for (const snap of existing.docs) {
        if (keep.has(snap.id)) continue;
        // A member document opens the store whatever its fields say: a stale one goes for good.
        if (options.prune === 'delete' || name === 'members') {
          ops.push({ kind: 'delete', ref: snap.ref });
        } else if (snap.get('_deleted') !== true) {
          ops.push({ kind: 'tombstone', ref: snap.ref });
        } else {
          continue;
        }
        pruned[name]++;
      }
    }
  }

  let commits = 0;
  for (let start = 0; start < ops.length; start += batchSize) {
    const batch = db.batch();
    for (const op of ops.slice(start, start + batchSize)) {
      if (op.kind === 'set') batch.set(op.ref, op.data);
      else if (op.kind === 'tombstone') batch.set(op.ref, { _deleted: true, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
      else batch.delete(op.ref);
    }
    await batch.commit();
    commits++;
  }
  log(`wrote ${ops.length} operations in ${commits} commits`);
  // The orders' daily rollups, as the order Functions would have kept them.
  for (const bundle of world.stores) await rebuildStoreRollups(db, bundle.store.id);
  // The guest page's menus and links, as the Functions would have published them.
  for (const bundle of world.stores) await publishStore(db, bundle.store.id);
  return { uid: world.owner.uid, authUser, written, pruned, commits };
}
