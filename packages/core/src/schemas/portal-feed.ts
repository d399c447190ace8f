/**
 * The portal's news feeds (docs/portal.md, Atom and JSON feeds): what an anonymous visitor sees
 * change, as entries, and the JSON Feed 1.1 document they are published as.
 */
import { z } from 'zod';

/** RFC 3339 in UTC, to the second: `2026-03-04T09:15:00Z`. */
const ZTimestamp = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

export const PORTAL_FEED_ENTRY_KINDS = ['update', 'document', 'subprocessor'] as const;

export const ZPortalFeedEntry = z.object({
  /** A `urn:uuid:` or `tag:` URI, the same for the same change at every address of the feed. */
  id: z.string(),
  kind: z.enum(PORTAL_FEED_ENTRY_KINDS),
  title: z.string(),
  published: ZTimestamp,
  /** The page that shows it. */
  url: z.string(),
  /** The category as a key and in words. */
  category: z.object({ term: z.string(), label: z.string() }),
  /** Lines of plain text, the entry's content. */
  lines: z.array(z.string()),
  /** The document itself, for a published document. */
  attachment: z
    .object({ url: z.string(), contentType: z.string(), size: z.number().int().nullable() })
    .nullable(),
});
export type TPortalFeedEntry = z.infer<typeof ZPortalFeedEntry>;

/** A portal's feed, newest entry first, before it is written as Atom or JSON Feed. */
export const ZPortalFeed = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  updated: ZTimestamp,
  author: z.object({ name: z.string(), url: z.string() }),
  links: z.object({ page: z.string(), atom: z.string(), json: z.string() }),
  entries: z.array(ZPortalFeedEntry),
});
export type TPortalFeed = z.infer<typeof ZPortalFeed>;

/** The JSON Feed 1.1 version URL, its `version` member. */
export const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';

/** GET /trust/{orgSlug}/feed.json: a JSON Feed 1.1 document (https://jsonfeed.org/version/1.1). */
export const ZJsonFeed = z.object({
  version: z.literal(JSON_FEED_VERSION),
  title: z.string(),
  home_page_url: z.string(),
  feed_url: z.string(),
  description: z.string().optional(),
  language: z.string(),
  authors: z.array(z.object({ name: z.string(), url: z.string() })),
  items: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      title: z.string(),
      content_html: z.string(),
      content_text: z.string(),
      date_published: z.string(),
      date_modified: z.string(),
      tags: z.array(z.string()),
      attachments: z
        .array(
          z.object({
            url: z.string(),
            mime_type: z.string(),
            size_in_bytes: z.number().int().optional(),
          }),
        )
        .optional(),
    }),
  ),
});
export type TJsonFeed = z.infer<typeof ZJsonFeed>;
