/**
 * The item link pattern (docs/editing.md, Items and Validation): an http, https or ftp address of a
 * public host; loopback, private, link-local and single-label hosts are refused.
 */
const PRIVATE_V4 = [
  /^10\./,
  /^127\./,
  /^0\./,
  /^169\.254\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];

function isPrivateHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost') || h.endsWith('.local')) return true;
  if (h.includes(':')) {
    // IPv6: loopback, unspecified, unique-local (fc00::/7) and link-local (fe80::/10).
    return h === '::1' || h === '::' || /^f[cd]/.test(h) || /^fe[89ab]/.test(h);
  }
  if (/^\d+(\.\d+){3}$/.test(h)) return PRIVATE_V4.some((re) => re.test(h));
  return !h.includes('.');
}

/** Whether a link is an http, https or ftp address of a public host. */
export function isPublicLink(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  if (!['http:', 'https:', 'ftp:'].includes(url.protocol)) return false;
  return url.hostname !== '' && !isPrivateHost(url.hostname);
}

/** Whether a string is a real calendar date written yyyy-mm-dd. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
