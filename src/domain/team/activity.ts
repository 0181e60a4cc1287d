// A member's last activity, for the Team section. The Functions stamp the
// member document's `lastActiveAt` when a command of theirs arrives, but at
// most once every ACTIVITY_STAMP_EVERY_MS per member: a busy tablet sends a
// command a minute, and a write per command on the member document would
// double the writes of service for a figure shown to the minute at best.
import { relativeTimeShort } from '../shared/format';
import { MESSAGES } from '../shared/messages';

export const ACTIVITY_STAMP_EVERY_MS = 5 * 60 * 1000;

/** Whether a command arriving at `now` should stamp the member's last activity again. */
export function activityStampDue(lastActiveAt: number | undefined, now: number): boolean {
  return lastActiveAt === undefined || now - lastActiveAt >= ACTIVITY_STAMP_EVERY_MS;
}

/** 'Last active: 5m ago' (the orders' relative times), or 'Last active: Never'. */
export function lastActiveText(lastActiveAt: number | undefined, now: number): string {
  const when = lastActiveAt === undefined ? MESSAGES.team.never : relativeTimeShort(Math.min(lastActiveAt, now), now);
  return MESSAGES.team.lastActive(when);
}
