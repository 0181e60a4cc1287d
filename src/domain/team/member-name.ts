// The name a member goes by in what others see of their work (status history,
// "last changed by"): the member document's display name (a kitchen display's
// 'Kitchen display 2', a seeded member's name), else their e-mail, else the
// phone number of a member who signs in by phone. Nothing
// the caller sends counts: a client could claim any name.

export interface NamedMember {
  displayName?: unknown;
  email?: unknown;
  phone?: unknown;
}

export function memberName(member: NamedMember | undefined): string {
  const pick = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return pick(member?.displayName) || pick(member?.email) || pick(member?.phone);
}
