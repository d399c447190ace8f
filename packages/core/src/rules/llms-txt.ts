/**
 * llms.txt of a trust center (docs/portal.md, security.txt and llms.txt): the signed feed told in
 * markdown for language models, so it says exactly what the feed (and so the page) says.
 */
import type { TTrustFeed, TTrustFeedProduct } from '../schemas/trust-feed.ts';

/** One line of text: markdown's own characters at a line start and newlines defused. */
const inline = (text: string) => text.replace(/\s+/g, ' ').trim();

const STATE_LABELS = {
  enabled: 'in place',
  work_in_progress: 'in progress',
  not_enabled: 'not in place',
} as const;

function productLines(product: TTrustFeedProduct, several: boolean): string[] {
  const heading = several ? '###' : '##';
  const lines: string[] = several
    ? [`## ${inline(product.name)}`, '', `Page: ${product.page}`, '']
    : [];
  if (product.certifications.length > 0) {
    lines.push(`${heading} Certifications`, '');
    for (const c of product.certifications) {
      const extra = [c.auditor && `auditor ${inline(c.auditor)}`, c.expiry && `expires ${c.expiry}`]
        .filter(Boolean)
        .join(', ');
      lines.push(`- ${inline(c.title)} (${STATE_LABELS[c.state]}${extra ? `; ${extra}` : ''})`);
    }
    lines.push('');
  }
  if (product.controls.length > 0) {
    lines.push(`${heading} Controls`, '');
    for (const c of product.controls) {
      lines.push(`- ${inline(c.card)}: ${inline(c.title)} (${STATE_LABELS[c.state]})`);
    }
    lines.push('');
  }
  if (product.subprocessors.length > 0) {
    lines.push(`${heading} Subprocessors`, '');
    for (const s of product.subprocessors) {
      const extra = [s.purpose, s.location].filter((v): v is string => Boolean(v)).map(inline);
      lines.push(
        `- ${inline(s.name)}${extra.length ? `: ${extra.join(', ')}` : ''} (since ${s.addedOn})`,
      );
    }
    lines.push('');
  }
  if (product.documents.length + product.restrictedDocuments.length > 0) {
    lines.push(`${heading} Documents`, '');
    for (const d of product.documents) {
      const digest = d.sha256 ? ` (SHA-256 ${d.sha256})` : '';
      lines.push(`- [${inline(d.title)}](${d.url})${digest}`);
    }
    for (const d of product.restrictedDocuments) {
      lines.push(`- ${inline(d.title)} (available to approved members on request)`);
    }
    lines.push('');
  }
  return lines;
}

/** The markdown text of llms.txt for a feed. */
export function renderLlmsTxt(feed: TTrustFeed): string {
  const { organization: org } = feed;
  const lines = [`# ${inline(org.name)} ${inline(org.portalTitle)}`, ''];
  if (org.description) lines.push(`> ${inline(org.description)}`, '');
  lines.push(
    `The public trust center of ${inline(org.name)}: ${feed.links.page}`,
    `Machine-readable, signed: ${feed.links.feed} (schema ${feed.links.schema}, keys ${feed.links.jwks})`,
    `What changes, as news feeds: ${feed.links.atom} (Atom), ${feed.links.jsonFeed} (JSON Feed)`,
    `As an MCP server (streamable HTTP; tools search, list_documents, ask): ${feed.links.mcp}`,
    `What was published, and when: ${feed.links.history} (any past day: ${feed.links.feed}?at=yyyy-mm-dd)`,
    '',
  );
  if (feed.access !== 'public') {
    lines.push('Its content is shown to signed-in members only.', '');
    return lines.join('\n');
  }
  const several = feed.products.length > 1;
  for (const product of feed.products) lines.push(...productLines(product, several));
  if (feed.updates.length > 0) {
    lines.push('## Trust updates', '');
    for (const u of feed.updates) {
      lines.push(`- ${u.publishedAt.slice(0, 10)}, ${inline(u.topic)}: ${inline(u.message)}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
