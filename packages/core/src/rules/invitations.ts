/**
 * Invitations of colleagues by an account member: what of the member's own words reaches the
 * invited person, which addresses they may invite, and how many invitations a day they may send.
 */
import { getDomain } from 'tldts';
import { emailDomain, isWorkEmail } from './work-email.ts';

/** Most characters of the member's own note an invitation carries. */
export const INVITE_NOTE_MAX = 300;

/** Most invitations one member may send in a rolling day. */
export const INVITE_DAILY_CAP = 20;

/** The rolling window of the daily cap. */
export const INVITE_CAP_WINDOW_MS = 24 * 60 * 60 * 1000;

export const INVITE_MESSAGES = {
  noteTooLong: `Your note can have at most ${INVITE_NOTE_MAX} characters`,
  notOwnDomain: (email: string, domain: string) =>
    `"${email}" is not at your company's domain: you can only invite colleagues at ${domain}`,
  noOwnDomain:
    'Invitations can only be sent from a company e-mail address; ask the organisation for access instead.',
  capReached: (hours: number) =>
    `You have sent ${INVITE_DAILY_CAP} invitations in the last 24 hours, the most allowed. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`,
} as const;

/**
 * The registrable domain of an address (its public suffix and one label more, e.g.
 * `eu.globex.co.uk` → `globex.co.uk`), lower-cased; null when it has none.
 */
export function registrableDomainOf(email: string): string | null {
  const domain = emailDomain(email);
  if (!domain) return null;
  return getDomain(domain, { allowPrivateDomains: true }) ?? null;
}

export type InviteDomainDecision =
  { kind: 'allowed' } | { kind: 'refused'; email: string; message: string };

/**
 * Whether a member may invite every address of `invitees`: only addresses at the registrable
 * domain of the inviter's own address, and only when that is a company's (not a free-mail
 * provider's, whose users are no colleagues of one another). The first refused address is named.
 */
export function inviteDomainDecision(
  inviterEmail: string,
  invitees: readonly string[],
): InviteDomainDecision {
  const own = registrableDomainOf(inviterEmail);
  if (!own || !isWorkEmail(inviterEmail)) {
    return { kind: 'refused', email: inviterEmail, message: INVITE_MESSAGES.noOwnDomain };
  }
  for (const invitee of invitees) {
    if (registrableDomainOf(invitee) !== own) {
      return {
        kind: 'refused',
        email: invitee,
        message: INVITE_MESSAGES.notOwnDomain(invitee.trim(), own),
      };
    }
  }
  return { kind: 'allowed' };
}

export type InviteCapDecision = { kind: 'allowed' } | { kind: 'refused'; retryAfterS: number };

/**
 * The daily cap: with `sentAt` the times of the member's invitations in the last day, whether
 * `count` more may go now; when not, how long until enough of the old ones leave the window.
 */
export function inviteCapDecision(
  sentAt: readonly Date[],
  count: number,
  now: Date,
): InviteCapDecision {
  const since = now.getTime() - INVITE_CAP_WINDOW_MS;
  const recent = sentAt
    .map((d) => d.getTime())
    .filter((t) => t > since)
    .sort((a, b) => a - b);
  const over = recent.length + count - INVITE_DAILY_CAP;
  if (over <= 0) return { kind: 'allowed' };
  // A batch larger than the cap never fits; otherwise the `over`-th oldest must leave first.
  const freeing = count > INVITE_DAILY_CAP ? undefined : recent[over - 1];
  const retryAt = (freeing ?? now.getTime()) + INVITE_CAP_WINDOW_MS;
  return { kind: 'refused', retryAfterS: Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000)) };
}

/** Hours, rounded up, of a wait in seconds: how the cap's message names it. */
export const waitHours = (seconds: number) => Math.max(1, Math.ceil(seconds / 3600));

/**
 * The member's note as plain text that no mail client or page turns into a link: line breaks and
 * runs of spaces folded, and every `://`, `@` and dot before a letter broken up
 * (`https[://]globex[.]example`, `ana[@]globex[.]example`), the way shared indicators are
 * defanged. The ideographic and full-width dots some clients read as dots are broken alike.
 */
export function defangedNote(note: string): string {
  return note
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/:\/\//g, '[://]')
    .replace(/[@\uFF20]/g, '[@]')
    .replace(/[.\u3002\uFF0E\uFF61](?=\p{L})/gu, '[.]');
}
