/**
 * Reminders before an account's access ends (docs/access.md, Access reminders): each member is
 * mailed 14 and 2 days before, once each, with the link to ask for more time, which works from
 * the first reminder on. Staff see the accounts whose access ends within 14 days.
 */

/** Days before the end of access that members are reminded, first to last. */
export const ACCESS_REMINDER_DAYS = [14, 2] as const;
export type AccessReminderDays = (typeof ACCESS_REMINDER_DAYS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The window, in days, in which staff see an account's access ending and members may ask. */
export const ACCESS_ENDING_DAYS = ACCESS_REMINDER_DAYS[0];

/**
 * The reminder due at `now` for access ending at `expiresAt`, given those already sent: the
 * latest threshold passed and not sent (a sweep that missed the 14-day one sends the 2-day one
 * only), and every threshold passed to mark as done. None once access has ended.
 */
export function dueAccessReminder(
  expiresAt: Date,
  now: Date,
  sent: readonly number[],
): { send: AccessReminderDays | null; mark: AccessReminderDays[] } {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return { send: null, mark: [] };
  const passed = ACCESS_REMINDER_DAYS.filter((days) => left <= days * DAY_MS);
  const latest = passed.at(-1) ?? null;
  if (latest === null || sent.includes(latest)) return { send: null, mark: [] };
  return { send: latest, mark: passed.filter((days) => !sent.includes(days)) };
}

/** Whether access ends within the reminder window (approved, with an end, not yet ended). */
export function isAccessEnding(
  account: { reviewStatus: string; accessExpiresAt: Date | null },
  now: Date,
): boolean {
  if (account.reviewStatus !== 'Approved' || account.accessExpiresAt === null) return false;
  const left = account.accessExpiresAt.getTime() - now.getTime();
  return left > 0 && left <= ACCESS_ENDING_DAYS * DAY_MS;
}

/** The key of the reminders' sweep of the day of `now`: queued once a day. */
export const accessReminderRunKey = (now: Date): string =>
  `access-reminders:${now.toISOString().slice(0, 10)}`;

export const ACCESS_REMINDER_MESSAGES = {
  subject: (org: string, portalTitle: string, day: string) =>
    `Your access to ${org}'s ${portalTitle} ends on ${day}`,
  heading: (days: number) => `Your access ends in ${days} days`,
  paragraphs: (org: string, portalTitle: string, day: string) => [
    `Your company's access to ${org}'s ${portalTitle} ends on ${day}.`,
    'To keep it, sign in and ask for more time: the trust center team reviews your request.',
  ],
  label: 'Ask for more time',
  /** The signed-in member's dialog (the portal's other languages are in the dialog's chunk). */
  endingTitle: 'Access ending soon',
  endingBody: (day: string) =>
    `Your access to this Trust Center ends on ${day}. Ask for more time to keep it.`,
} as const;
