// Who made a change, as the server recorded it: the uid is the caller's (from
// the ID token, never from the payload) and the name is what the member's
// document said at that moment, so a member removed or renamed since still
// shows as they were. Written by the Functions on status history lines and as
// `lastChangedBy` on the documents commands write; read by the screens.

export interface ChangedBy {
  uid: string;
  /** '' when the member document holds neither a name nor an e-mail (a phone sign-in). */
  name: string;
}

/** A stored `lastChangedBy`, or undefined when it is missing or malformed (older data). */
export function readChangedBy(raw: unknown): ChangedBy | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { uid, name } = raw as Record<string, unknown>;
  if (typeof uid !== 'string' || !uid) return undefined;
  return { uid, name: typeof name === 'string' ? name : '' };
}

