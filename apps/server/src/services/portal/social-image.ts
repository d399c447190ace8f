/**
 * The portal's social preview image (docs/portal.md, Page chrome and Limits: 1200x630 PNG): the
 * organisation's uploaded social image cropped to size, or else a drawn card with a gradient,
 * the logo, the organisation's name, the portal title and the product. Rendered once per
 * organisation, revision of its content and product, then answered from memory.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { LIMITS, MESSAGES, publicViewer, reaches } from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import {
  assets,
  contentRevisions,
  organizations,
  type CustomizationRow,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { notPublished, portalOpenTo } from '../access/publication-gate.ts';
import type { Storage } from '../../storage/index.ts';
import type { Organization } from './find-organization.ts';
import { loadCustomization } from './load-portal.ts';
import { loadOrgProducts } from './org-products.ts';

const { width: WIDTH, height: HEIGHT } = LIMITS.socialImage;
/** Uploaded images larger than this many pixels are not decoded (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface SharedPortal {
  org: Organization;
  customization: CustomizationRow;
  /**
   * The shown product the link names, or the default product when the organisation shows
   * several; null when it has a single product or the link names no shown product.
   */
  product: { slug: string; name: string } | null;
  /** The product was named by the link (the page title and links then name it too). */
  isProductNamed: boolean;
}

/** How a link names a product: by id (`?productId=`, which wins) or by slug. */
export interface ProductNaming {
  productId?: string | null;
  productSlug?: string | null;
}

/** What a shared portal link shows to anyone: only public fields, hidden products excluded. */
export async function describeSharedPortal(
  db: Db,
  org: Organization,
  naming: ProductNaming,
): Promise<SharedPortal> {
  const [customization, products] = await Promise.all([
    loadCustomization(db, org.id),
    loadOrgProducts(db, org.id),
  ]);
  // A link is seen by anyone: only the products that reach an anonymous visitor are named.
  const anyone = publicViewer(customization.publicAccessLevel);
  const shown = products.filter((product) => reaches(anyone, { product }));
  const named = naming.productId
    ? shown.find((p) => p.id === naming.productId)
    : naming.productSlug
      ? shown.find((p) => p.slug === naming.productSlug)
      : undefined;
  const product = named ?? (shown.length > 1 ? shown[0] : undefined);
  return {
    org,
    customization,
    product: product ? { slug: product.slug, name: product.name } : null,
    isProductNamed: named !== undefined,
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The bytes of one of the organisation's stored images, or null when absent or unreadable. */
async function readAsset(db: Db, storage: Storage, orgId: string, assetId: string | null) {
  if (!assetId) return null;
  const [asset] = await db
    .select({ storageKey: assets.storageKey })
    .from(assets)
    .where(and(eq(assets.id, assetId), eq(assets.orgId, orgId)));
  if (!asset) return null;
  return readAll(storage.read(asset.storageKey)).catch(() => null);
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Cuts a line to about `max` characters at a word boundary, with an ellipsis. */
function fit(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const FONT = "font-family=\"Inter, 'Helvetica Neue', Helvetica, Arial, 'DejaVu Sans', sans-serif\"";

/** The drawn card as SVG; the logo, when there is one, is composited into the white panel. */
function cardSvg(input: {
  orgName: string;
  portalTitle: string;
  productName: string | null;
  hasLogo: boolean;
}): string {
  const name = escapeXml(fit(input.orgName, 28));
  const title = escapeXml(fit(input.portalTitle, 40));
  const product = input.productName ? escapeXml(fit(input.productName, 36)) : null;
  const monogram = escapeXml(input.orgName.trim().charAt(0).toUpperCase() || '?');
  const productPill = product
    ? `<rect x="80" y="470" rx="28" ry="28" width="${Math.min(60 + product.length * 17, 1040)}" height="56" fill="#ffffff" fill-opacity="0.16"/>
  <text x="110" y="507" ${FONT} font-size="28" font-weight="600" fill="#ffffff">${product}</text>`
    : '';
  const panel = input.hasLogo
    ? `<rect x="80" y="72" rx="20" ry="20" width="380" height="120" fill="#ffffff"/>`
    : `<rect x="80" y="72" rx="24" ry="24" width="120" height="120" fill="#ffffff"/>
  <text x="140" y="158" text-anchor="middle" ${FONT} font-size="64" font-weight="700" fill="#4338ca">${monogram}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1e1b4b"/>
      <stop offset="0.55" stop-color="#4338ca"/>
      <stop offset="1" stop-color="#7c3aed"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="1080" cy="90" r="260" fill="#ffffff" fill-opacity="0.06"/>
  <circle cx="1160" cy="560" r="180" fill="#ffffff" fill-opacity="0.05"/>
  <path d="M1000 250 L1090 284 V348 C1090 405 1052 443 1000 462 C948 443 910 405 910 348 V284 Z" fill="#ffffff" fill-opacity="0.12"/>
  <path d="M962 356 L992 386 L1046 330" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
  ${panel}
  <text x="80" y="330" ${FONT} font-size="72" font-weight="700" fill="#ffffff">${name}</text>
  <text x="80" y="405" ${FONT} font-size="44" font-weight="500" fill="#ffffff" fill-opacity="0.85">${title}</text>
  ${productPill}
  <rect x="0" y="${HEIGHT - 12}" width="${WIDTH}" height="12" fill="#a78bfa"/>
</svg>`;
}

/** sharp (libvips) is loaded when the first image is drawn, not at every start of the server. */
const loadSharp = async () => (await import('sharp')).default;

/** The logo fitted into the card's white panel, or null when it cannot be decoded. */
async function fittedLogo(logo: Buffer): Promise<Buffer | null> {
  const sharp = await loadSharp();
  try {
    return await sharp(logo, { density: 192, limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: 340, height: 88, fit: 'inside', withoutEnlargement: false })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** The social preview PNG of a shared portal, drawn or cropped with sharp. */
async function renderSocialImage(db: Db, storage: Storage, shared: SharedPortal): Promise<Buffer> {
  const sharp = await loadSharp();
  const { org, customization: c } = shared;
  const uploaded = await readAsset(db, storage, org.id, c.socialImageAssetId);
  if (uploaded) {
    const resized = await sharp(uploaded, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize(WIDTH, HEIGHT, { fit: 'cover' })
      .png()
      .toBuffer()
      .catch(() => null);
    if (resized) return resized;
  }

  const logoBytes = await readAsset(db, storage, org.id, c.logoAssetId);
  const logo = logoBytes ? await fittedLogo(logoBytes) : null;
  const svg = cardSvg({
    orgName: org.name,
    portalTitle: c.portalTitle,
    productName: shared.product?.name ?? null,
    hasLogo: logo !== null,
  });
  let image = sharp(Buffer.from(svg));
  if (logo) {
    const { width = 0, height = 0 } = await sharp(logo).metadata();
    image = image.composite([
      {
        input: logo,
        left: Math.round(80 + (380 - width) / 2),
        top: Math.round(72 + (120 - height) / 2),
      },
    ]);
  }
  return image.png({ compressionLevel: 9 }).toBuffer();
}

export interface SocialImage {
  png: Buffer;
  /** A strong ETag from the image's bytes, the same on every instance. */
  etag: string;
}

/**
 * Rendered images by organisation, its content revision and product. Concurrent requests for an
 * image not rendered yet share one rendering (`fetch`). Bounded by count and bytes.
 */
const rendered = new LRUCache<string, SocialImage, () => Promise<SocialImage>>({
  max: 500,
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (image) => image.png.length,
  fetchMethod: (_key, _stale, { context }) => context(),
});

/**
 * The social preview of an organisation's portal for the product a shared link names, rendered
 * at most once per revision of the organisation's content (raised by database triggers on any
 * change to what its portal shows, see db/content-revision.ts). The key holds the product the
 * link resolves to, not the slug as sent, so unknown slugs share the default product's image
 * instead of each costing a rendering. 404 'Company not found' for an unknown organisation; an
 * unpublished one's image is its staff's only (docs/portal.md, Publication).
 */
export async function socialImage(
  db: Db,
  storage: Storage,
  orgId: string,
  productSlug: string | undefined,
  sessionToken: string | undefined,
): Promise<SocialImage & { isPublic: boolean }> {
  const [row] = await db
    .select({ org: organizations, revision: contentRevisions.revision })
    .from(organizations)
    .leftJoin(contentRevisions, eq(contentRevisions.orgId, organizations.id))
    .where(eq(organizations.id, orgId));
  if (!row) throw notFound(MESSAGES.companyNotFound, 'company_not_found');
  if (!(await portalOpenTo(db, row.org, sessionToken))) throw notPublished();
  const shared = await describeSharedPortal(db, row.org, { productSlug });
  const key = JSON.stringify([row.revision ?? 0, row.org.id, shared.product?.slug ?? '']);
  const image = await rendered.fetch(key, {
    context: async () => {
      const png = await renderSocialImage(db, storage, shared);
      const hash = createHash('sha256').update(png).digest('base64url').slice(0, 32);
      return { png, etag: `"${hash}"` };
    },
  });
  if (!image) throw new Error('Social image rendering returned nothing');
  return { ...image, isPublic: row.org.publishedAt !== null };
}
