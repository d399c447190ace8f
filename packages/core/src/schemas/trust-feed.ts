/**
 * The public, signed feed of a trust center (docs/portal.md, The signed feed): what an anonymous
 * visitor's page shows, as data. `z.toJSONSchema(ZTrustFeed)` is the JSON Schema published at
 * TRUST_FEED_SCHEMA_PATH; a change that breaks readers needs a new version and a new address.
 */
import { z } from 'zod';
import { CARD_KINDS, ENABLED_STATES, TOPIC_CATEGORIES } from '../constants/cards.ts';

/** Where the JSON Schema of the feed is served, on every host. */
export const TRUST_FEED_SCHEMA_PATH = '/schemas/trust-center-feed.v1.json';
/** The response header carrying the feed's detached JWS. */
export const TRUST_FEED_SIGNATURE_HEADER = 'trustfront-signature';
/** On the feed of a past day (`?at=`): when the answered feed was recorded, ISO. */
export const TRUST_FEED_SNAPSHOT_HEADER = 'trustfront-recorded-at';

const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('A date, yyyy-mm-dd');

export const ZTrustFeedCertification = z.object({
  id: z.string(),
  title: z.string(),
  state: z.enum(ENABLED_STATES),
  auditor: z.string().nullable(),
  expiry: z.string().nullable(),
  url: z.string().nullable(),
});

export const ZTrustFeedControl = z.object({
  id: z.string(),
  /** The card the control is listed on, by kind and by its title on the page. */
  cardKind: z.enum(CARD_KINDS),
  card: z.string(),
  title: z.string(),
  state: z.enum(ENABLED_STATES),
  explanation: z.string().nullable(),
});

export const ZTrustFeedSubprocessor = z.object({
  id: z.string(),
  name: z.string(),
  purpose: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  /** The day it was added to the portal. */
  addedOn: ZDay,
});

export const ZTrustFeedDocument = z.object({
  id: z.string().describe('The file id'),
  itemId: z.string(),
  title: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  /** Bytes and SHA-256 (hex) of the stored file; null for a letter generated on request. */
  size: z.number().int().nullable(),
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  downloadable: z.boolean(),
  url: z.string(),
});

export const ZTrustFeedRestrictedDocument = z.object({ itemId: z.string(), title: z.string() });

export const ZTrustFeedProduct = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  page: z.string(),
  certifications: z.array(ZTrustFeedCertification),
  controls: z.array(ZTrustFeedControl),
  subprocessors: z.array(ZTrustFeedSubprocessor),
  documents: z.array(ZTrustFeedDocument),
  /** Documents the page lists but keeps for members: their title only. */
  restrictedDocuments: z.array(ZTrustFeedRestrictedDocument),
});

export const ZTrustFeedUpdate = z.object({
  id: z.string(),
  topic: z.string(),
  category: z.enum(TOPIC_CATEGORIES),
  publishedAt: z.string().describe('ISO timestamp'),
  message: z.string(),
});

export const ZTrustFeedLinks = z.object({
  page: z.string(),
  feed: z.string(),
  signature: z.string(),
  schema: z.string(),
  jwks: z.string(),
  llms: z.string(),
  /** The portal's news feeds: Atom and JSON Feed (docs/portal.md, Atom and JSON feeds). */
  atom: z.string(),
  jsonFeed: z.string(),
  /** The trust center as an MCP server, streamable HTTP (docs/api.md, MCP). */
  mcp: z.string(),
  /** The history of what was published (docs/portal.md, History). */
  history: z.string(),
});

/** GET /trust/{orgSlug}/trust.json and /.well-known/trust-center.json on a custom domain. */
export const ZTrustFeed = z.object({
  version: z.literal(1),
  organization: z.object({
    name: z.string(),
    slug: z.string(),
    websiteUrl: z.string().nullable(),
    portalTitle: z.string(),
    description: z.string().nullable(),
  }),
  /** `login_required`: the page shows its content to signed-in members only, and so does this. */
  access: z.enum(['public', 'login_required', 'unavailable']),
  links: ZTrustFeedLinks,
  products: z.array(ZTrustFeedProduct),
  updates: z.array(ZTrustFeedUpdate),
});
export type TTrustFeed = z.infer<typeof ZTrustFeed>;
export type TTrustFeedProduct = z.infer<typeof ZTrustFeedProduct>;
export type TTrustFeedDocument = z.infer<typeof ZTrustFeedDocument>;

/** The published JSON Schema of the feed, made from the zod schema. */
export function trustFeedJsonSchema(origin: string): Record<string, unknown> {
  return {
    ...z.toJSONSchema(ZTrustFeed, { target: 'draft-2020-12' }),
    $id: `${origin}${TRUST_FEED_SCHEMA_PATH}`,
    title: 'Trust center feed, version 1',
  };
}
