/**
 * Simple SVG artwork for the demo: the organisation's logo and favicon, product banners and
 * monogram logos for trusted-by and subprocessor companies. No third-party brand artwork is used.
 */

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const SHIELD_PATH = 'M32 4 L56 13 V30 C56 45 46 55 32 60 C18 55 8 45 8 30 V13 Z';

/** The Acme Corp wordmark: a shield with a check mark and the company name (240x64). */
export function organizationLogoSvg(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="${escapeXml(name)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2563eb"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>
  <path d="${SHIELD_PATH}" fill="url(#g)"/>
  <path d="M21 32 L29 40 L44 24" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="70" y="42" font-family="Inter, Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="#111827">${escapeXml(name)}</text>
</svg>
`;
}

/** The favicon: the shield alone (64x64). */
export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
  <path d="${SHIELD_PATH}" fill="#2563eb"/>
  <path d="M21 32 L29 40 L44 24" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`;
}

export interface BannerArt {
  title: string;
  subtitle: string;
  /** Gradient start and end colours (#rrggbb). */
  from: string;
  to: string;
}

/** A 1200x300 product banner: a diagonal gradient, soft circles and the product's name. */
export function bannerSvg(art: BannerArt): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300" role="img" aria-label="${escapeXml(art.title)}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
  <rect width="1200" height="300" fill="url(#bg)"/>
  <circle cx="1040" cy="40" r="180" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="1130" cy="260" r="120" fill="#ffffff" fill-opacity="0.06"/>
  <circle cx="860" cy="300" r="90" fill="#ffffff" fill-opacity="0.05"/>
  <text x="80" y="150" font-family="Inter, Helvetica, Arial, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(art.title)}</text>
  <text x="80" y="200" font-family="Inter, Helvetica, Arial, sans-serif" font-size="26" fill="#ffffff" fill-opacity="0.85">${escapeXml(art.subtitle)}</text>
</svg>
`;
}

/** Up to two initials of a company name ('Amazon Web Services' gives 'AW', 'Okta' gives 'OK'). */
export function initials(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters =
    words.length >= 2
      ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`
      : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** A 128x128 monogram logo on the company's colour. */
export function companyLogoSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(name)}">
  <rect width="128" height="128" rx="28" fill="${color}"/>
  <text x="64" y="80" text-anchor="middle" font-family="Inter, Helvetica, Arial, sans-serif" font-size="46" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>
</svg>
`;
}
