// Where the stand-in reads a caller's member document, as storage.rules'
// cross-service reads do: the Firestore emulator of the same project, over
// its REST API as an administrator (the rules of firestore.rules would hide
// other members' documents; Storage's own reads are not held by them).
import { isRole } from '../../src/domain/session/roles.ts';
import type { MemberRoles } from './rules.ts';

export function firestoreMembers(firestore: { host: string; port: number }, projectId: string): MemberRoles {
  return async (storeId, uid) => {
    const path = ['stores', storeId, 'members', uid].map(encodeURIComponent).join('/');
    const response = await fetch(`http://${firestore.host}:${firestore.port}/v1/projects/${projectId}/databases/(default)/documents/${path}`, {
      headers: { authorization: 'Bearer owner' },
    });
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`The Firestore emulator answered ${response.status} for ${path}`);
    const role = ((await response.json()) as { fields?: { role?: { stringValue?: unknown } } }).fields?.role?.stringValue;
    return isRole(role) ? role : undefined;
  };
}
