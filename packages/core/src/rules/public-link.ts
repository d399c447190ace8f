/**
 * The link pattern of docs/editing.md, Validation: http, https or ftp URLs, never to a private
 * address (loopback, private and link-local ranges, local host names), so a link handed to staff
 * cannot point inside the organisation's network.
 */
const PROTOCOLS = new Set(['http:', 'https:', 'ftp:']);

function isPrivateIpv4(host: string): boolean {
  const parts = host.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) {
    return false;
  }
  const [a = 0, b = 0] = parts;
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

function isPrivateIpv6(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (!h.includes(':')) return false;
  if (h === '::' || h === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(h);
  if (mapped?.[1]) return isPrivateIpv4(mapped[1]);
  return /^f[cd]/.test(h) || /^fe[89ab]/.test(h);
}

/** Whether a host name names this machine or a private network. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    host === '' ||
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal') ||
    !host.includes('.') ||
    isPrivateIpv4(host) ||
    isPrivateIpv6(host)
  );
}

export type LinkCheck = 'ok' | 'invalid' | 'private';

/** Checks a link against the link pattern: 'invalid' (not a http/https/ftp URL), 'private'. */
export function checkPublicLink(value: string): LinkCheck {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return 'invalid';
  }
  if (!PROTOCOLS.has(url.protocol) || !url.hostname) return 'invalid';
  return isPrivateHost(url.hostname) ? 'private' : 'ok';
}
