/**
 * The outbound-address rule (docs/integrations.md, Outbound addresses): which addresses a
 * server-side request that staff or visitors can point (webhooks, identity providers' keys, single
 * sign-on issuers, status pages, the integrations' services) may reach. Only https, and only
 * public unicast addresses: every special-purpose range is refused, and an IPv6 address that
 * carries an IPv4 one (6to4, NAT64) is judged by the address it carries. IPv4 written in the
 * shorthand forms resolvers accept (`2130706433`, `0177.0.0.1`, `0x7f.1`) is read as IPv4.
 * The server resolves each host name and asks this of every address it resolves to.
 */

/** What kind of address an IP literal is; only 'public' is reached without the operator's leave. */
export const ADDRESS_KINDS = [
  'public',
  'loopback',
  'private',
  'link-local',
  'shared',
  'unique-local',
  'multicast',
  'unspecified',
  'reserved',
  'documentation',
  'ipv4-mapped',
  'ipv4-compatible',
  'teredo',
] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** What people read for each kind, in a refusal. */
export const ADDRESS_KIND_LABELS: Record<AddressKind, string> = {
  public: 'public',
  loopback: 'loopback',
  private: 'private',
  'link-local': 'link-local',
  shared: 'shared (carrier-grade NAT)',
  'unique-local': 'unique-local',
  multicast: 'multicast',
  unspecified: 'unspecified',
  reserved: 'reserved',
  documentation: 'documentation',
  'ipv4-mapped': 'IPv4-mapped',
  'ipv4-compatible': 'IPv4-compatible',
  teredo: 'Teredo',
};

/** One IPv4 part as resolvers read it: decimal, octal (leading 0) or hex (0x); null if not. */
function ipv4Part(part: string): number | null {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]*$/.test(part)) return parseInt(part, 8);
  if (/^[1-9]\d*$/.test(part)) return Number(part);
  return null;
}

/**
 * An IPv4 address in any form `inet_aton` accepts (`a.b.c.d`, `a.b.c`, `a.b`, `a`, each part
 * decimal, octal or hex) as its 32-bit value; null when the text is not one.
 */
export function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length > 4 || parts.some((p) => p.length === 0 || p.length > 12)) return null;
  const values = parts.map(ipv4Part);
  if (values.some((v) => v === null)) return null;
  const numbers = values as number[];
  const last = numbers[numbers.length - 1] ?? 0;
  const head = numbers.slice(0, -1);
  if (head.some((v) => v > 255) || last >= 2 ** (8 * (5 - numbers.length))) return null;
  return head.reduce((sum, v, i) => sum + v * 2 ** (8 * (3 - i)), 0) + last;
}

const octetsOf = (value: number): [number, number, number, number] => [
  Math.floor(value / 2 ** 24) % 256,
  Math.floor(value / 2 ** 16) % 256,
  Math.floor(value / 2 ** 8) % 256,
  value % 256,
];

function classifyIpv4(value: number): AddressKind {
  const [a, b, c] = octetsOf(value);
  if (a === 0) return 'unspecified';
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b >= 64 && b <= 127) return 'shared';
  if (a === 169 && b === 254) return 'link-local';
  if (a >= 224 && a <= 239) return 'multicast';
  if (a >= 240) return 'reserved';
  if ((a === 192 && b === 0 && c === 2) || (a === 198 && b === 51 && c === 100)) {
    return 'documentation';
  }
  if (a === 203 && b === 0 && c === 113) return 'documentation';
  // IETF protocol assignments, the 6to4 relay anycast, benchmarking.
  if ((a === 192 && b === 0 && c === 0) || (a === 192 && b === 88 && c === 99)) return 'reserved';
  if (a === 198 && (b === 18 || b === 19)) return 'reserved';
  return 'public';
}

/** An IPv6 address as eight 16-bit groups (an IPv4 tail read as the last two), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(tail)) return null;
    const v4 = parseIpv4(tail);
    if (v4 === null) return null;
    const [a, b, c, d] = octetsOf(v4);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (half: string | undefined) =>
    half === undefined || half === '' ? [] : half.split(':');
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  const given = [...head, ...rest];
  if (!given.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  const missing = 8 - given.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const zeros = Array<string>(halves.length === 2 ? missing : 0).fill('0');
  return [...head, ...zeros, ...rest].map((g) => parseInt(g, 16));
}

const v4Of = (high: number, low: number) => high * 2 ** 16 + low;

function classifyIpv6(g: number[]): AddressKind {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0) {
    if (g5 === 0xffff) return 'ipv4-mapped';
    if (g5 === 0 && g6 === 0 && g7 === 0) return 'unspecified';
    if (g5 === 0 && g6 === 0 && g7 === 1) return 'loopback';
    if (g5 === 0) return 'ipv4-compatible';
    return 'reserved';
  }
  // NAT64 (64:ff9b::/96) reaches the IPv4 address it carries; its local-use prefix is reserved.
  if (g0 === 0x64 && g1 === 0xff9b) {
    return g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0 ? classifyIpv4(v4Of(g6, g7)) : 'reserved';
  }
  // 6to4 (2002::/16) reaches the IPv4 address in its second and third groups.
  if (g0 === 0x2002) return classifyIpv4(v4Of(g1, g2));
  if (g0 === 0x2001 && g1 === 0) return 'teredo';
  if ((g0 === 0x2001 && g1 === 0x0db8) || (g0 & 0xfff0) === 0x3ff0) return 'documentation';
  if ((g0 & 0xfe00) === 0xfc00) return 'unique-local';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xffc0) === 0xfec0) return 'private';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  // IETF protocol assignments (2001::/23) and everything outside global unicast (2000::/3).
  if (g0 === 0x2001 && g1 < 0x200) return 'reserved';
  if ((g0 & 0xe000) !== 0x2000) return 'reserved';
  return 'public';
}

/**
 * What kind of address an IP literal is (IPv4 in any resolver form, IPv6 with or without
 * brackets); null when the text is not an address (a host name).
 */
export function classifyAddress(address: string): AddressKind | null {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (bare.includes(':')) {
    const groups = ipv6Groups(bare);
    return groups ? classifyIpv6(groups) : null;
  }
  const v4 = parseIpv4(bare.toLowerCase());
  return v4 === null ? null : classifyIpv4(v4);
}

/** A host name every resolver answers with a loopback address. */
const isLoopbackName = (host: string) => {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
};

/** The kind of a URL's host before it is resolved: an address's kind, loopback names, or null. */
export function hostKind(host: string): AddressKind | null {
  return isLoopbackName(host) ? 'loopback' : classifyAddress(host);
}

/**
 * The operator's leave to reach what the rule refuses (OUTBOUND_ALLOW_PRIVATE, for tests and local
 * installs): none (false), every address but multicast and plain http (true), or only the listed
 * addresses (and plain http to them).
 */
export type PrivateLeave = boolean | readonly string[];

/** An address in one written form (IPv4 dotted, IPv6 as eight groups), or null. */
function canonicalAddress(address: string): string | null {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (bare.includes(':')) return ipv6Groups(bare)?.join(':') ?? null;
  const v4 = parseIpv4(bare.toLowerCase());
  return v4 === null ? null : octetsOf(v4).join('.');
}

const isListed = (address: string, leave: PrivateLeave) =>
  Array.isArray(leave) &&
  leave.some((listed) => {
    const canonical = canonicalAddress(listed);
    return canonical !== null && canonical === canonicalAddress(address);
  });

/**
 * Whether an address of this kind may be reached: public ones; with the operator's leave any but
 * multicast, or the addresses it lists.
 */
export function mayReachAddress(
  kind: AddressKind | null,
  leave: PrivateLeave,
  address?: string,
): boolean {
  if (kind === null) return false;
  if (kind === 'public') return true;
  if (leave === true) return kind !== 'multicast';
  return address !== undefined && isListed(address, leave);
}

/** Why a URL may not be requested: the scheme, credentials, no host, or its host's kind. */
export type OutboundUrlProblem =
  | { reason: 'invalid' }
  | { reason: 'scheme' }
  | { reason: 'credentials' }
  | { reason: 'address'; kind: AddressKind };

/**
 * What is wrong with a URL before its host is resolved, or null: https only (http too with the
 * operator's leave), no user name or password, and no address or loopback name that may not be
 * reached. A host name passing here is checked again for every address it resolves to.
 */
export function outboundUrlProblem(
  url: string,
  allowPrivate: PrivateLeave,
): OutboundUrlProblem | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { reason: 'invalid' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { reason: 'invalid' };
  const host = parsed.hostname;
  const httpAllowed = allowPrivate === true || isListed(host, allowPrivate);
  if (parsed.protocol === 'http:' && !httpAllowed) return { reason: 'scheme' };
  if (parsed.username || parsed.password) return { reason: 'credentials' };
  if (host === '') return { reason: 'invalid' };
  const kind = hostKind(host);
  if (kind !== null && !mayReachAddress(kind, allowPrivate, host)) {
    return { reason: 'address', kind };
  }
  return null;
}

export const OUTBOUND_MESSAGES = {
  scheme: (what: string) => `The ${what} must start with https://`,
  invalid: (what: string, example: string) => `Enter the ${what}, e.g. ${example}`,
  credentials: (what: string) => `The ${what} may not hold a user name or password`,
  address: (what: string, kind: AddressKind) =>
    `The ${what} is refused: ${ADDRESS_KIND_LABELS[kind]} addresses are not reached, only public ones (the operator may allow others: OUTBOUND_ALLOW_PRIVATE)`,
  unresolved: (what: string) => `The ${what}'s host does not resolve to an address`,
  /** A request that got no usable answer: its status, never what the service answered. */
  unreachable: (what: string, detail: string) => `The ${what} could not be read (${detail})`,
} as const;

/** The message of a URL problem for a field people know as `what`. */
export function outboundUrlMessage(
  problem: OutboundUrlProblem,
  what: string,
  example: string,
): string {
  switch (problem.reason) {
    case 'invalid':
      return OUTBOUND_MESSAGES.invalid(what, example);
    case 'scheme':
      return OUTBOUND_MESSAGES.scheme(what);
    case 'credentials':
      return OUTBOUND_MESSAGES.credentials(what);
    case 'address':
      return OUTBOUND_MESSAGES.address(what, problem.kind);
  }
}
