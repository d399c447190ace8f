/**
 * Certification badges (docs/portal.md, Badges and embed): one SVG image per certification a
 * published trust center shows to anyone, in a light or a dark theme, telling its name, status
 * and expiry, and the list the embed reads. Every text written into the SVG is escaped.
 */
import { z } from 'zod';
import type { EnabledState } from '../constants/cards.ts';
import { escapeXml } from './feed-writers.ts';

export const BADGE_THEMES = ['light', 'dark'] as const;
export type BadgeTheme = (typeof BADGE_THEMES)[number];

export const ZBadgeQuery = z.object({ theme: z.enum(BADGE_THEMES).optional() });

export const ZBadgeParams = z.object({
  orgSlug: z.string(),
  itemId: z.string(),
});

export const BADGE_STATUSES = ['current', 'expired', 'in_progress', 'not_in_place'] as const;
export type BadgeStatus = (typeof BADGE_STATUSES)[number];

export const BADGE_STATUS_LABELS = {
  current: 'Current',
  expired: 'Expired',
  in_progress: 'In progress',
  not_in_place: 'Not in place',
} as const satisfies Record<BadgeStatus, string>;

export const BADGE_MESSAGES = {
  notPublic: 'This trust center does not show its certifications to visitors now',
  unknownItem: 'This trust center shows no such certification',
} as const;

export const ZBadge = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(BADGE_STATUSES),
  statusLabel: z.string(),
  /** yyyy-mm-dd, or null when the certification names no expiry. */
  expiry: z.string().nullable(),
  /** The badge image (light; `?theme=dark` for the dark one). */
  badgeUrl: z.string(),
  /** The item on the portal page. */
  itemUrl: z.string(),
});
export type TBadge = z.infer<typeof ZBadge>;

/** GET /api/portal/{orgSlug}/badges: what the embed shows. */
export const ZBadgeList = z.object({
  organization: z.string(),
  trustCenterUrl: z.string(),
  /** The embed script (docs/portal.md, Badges and embed). */
  embedUrl: z.string(),
  items: z.array(ZBadge),
});
export type TBadgeList = z.infer<typeof ZBadgeList>;

const DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * A certification's status on a day (`today`, yyyy-mm-dd): in place and not past its expiry is
 * current; in place with an expiry before today is expired.
 */
export function badgeStatus(
  state: EnabledState,
  expiry: string | null,
  today: string,
): BadgeStatus {
  if (state === 'work_in_progress') return 'in_progress';
  if (state === 'not_enabled') return 'not_in_place';
  const day = expiry?.match(DAY)?.[0];
  return day !== undefined && day < today ? 'expired' : 'current';
}

const MAX_TITLE = 48;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const shortened = (text: string) =>
  text.length > MAX_TITLE ? `${text.slice(0, MAX_TITLE - 1).trimEnd()}…` : text;

const PALETTES = {
  light: { background: '#ffffff', border: '#d0d5dd', text: '#1d2939', muted: '#475467' },
  dark: { background: '#1d2939', border: '#475467', text: '#f9fafb', muted: '#d0d5dd' },
} as const satisfies Record<BadgeTheme, Record<string, string>>;

/** The status pill's colours, contrast at least 4.5:1 with white text. */
const STATUS_COLORS = {
  current: '#067647',
  expired: '#b42318',
  in_progress: '#b54708',
  not_in_place: '#475467',
} as const satisfies Record<BadgeStatus, string>;

/** Pixels a character takes at the badge's font size, an upper estimate. */
const CHAR_WIDTH = 7;

export interface BadgeInput {
  title: string;
  status: BadgeStatus;
  expiry: string | null;
  theme: BadgeTheme;
}

/** The words a badge says, as its accessible name. */
export function badgeLabel({ title, status, expiry }: Omit<BadgeInput, 'theme'>): string {
  const until = expiry ? `, expires ${expiry}` : '';
  return `${oneLine(title)}: ${BADGE_STATUS_LABELS[status]}${until}`;
}

/** The badge as an SVG document. */
export function renderBadgeSvg(input: BadgeInput): string {
  const palette = PALETTES[input.theme];
  const title = shortened(oneLine(input.title));
  const status = BADGE_STATUS_LABELS[input.status];
  const expiry = input.expiry ? `Expires ${input.expiry}` : 'No expiry';
  const left = Math.max(title.length, expiry.length) * CHAR_WIDTH + 24;
  const pill = status.length * CHAR_WIDTH + 20;
  const width = left + pill + 12;
  const label = escapeXml(badgeLabel(input));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect x="0.5" y="0.5" width="${width - 1}" height="47" rx="6" fill="${palette.background}" stroke="${palette.border}"/>`,
    `<g font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="12">`,
    `<text x="12" y="20" fill="${palette.text}" font-weight="600">${escapeXml(title)}</text>`,
    `<text x="12" y="37" fill="${palette.muted}">${escapeXml(expiry)}</text>`,
    `<rect x="${left}" y="13" width="${pill}" height="22" rx="11" fill="${STATUS_COLORS[input.status]}"/>`,
    `<text x="${left + pill / 2}" y="28" fill="#ffffff" text-anchor="middle" font-weight="600">${escapeXml(status)}</text>`,
    `</g>`,
    `</svg>`,
  ].join('');
}

/** Text made safe for HTML text and double-quoted attribute values. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The HTML that shows a badge on another site, linking to the item on the portal. */
export function badgeSnippet(
  badge: Pick<TBadge, 'title' | 'status' | 'expiry' | 'badgeUrl' | 'itemUrl'>,
): string {
  const alt = escapeHtml(badgeLabel(badge));
  return `<a href="${escapeHtml(badge.itemUrl)}"><img src="${escapeHtml(badge.badgeUrl)}" alt="${alt}"></a>`;
}

/** The HTML that shows the embed on another site. */
export function embedSnippet(embedUrl: string, element: string): string {
  return `<script src="${escapeHtml(embedUrl)}" defer></script>\n<${element}></${element}>`;
}
