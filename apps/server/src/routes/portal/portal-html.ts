/**
 * The portal page rendered on the server (docs/portal.md, Server rendering): the web app's SSR
 * build renders the page's React tree from the answers the view and trust-updates routes give
 * the same caller (kept under the same keys, so neither is queried twice), and the page carries
 * them as JSON for the browser to hydrate from. The HTML has an ETag made of the view's, the
 * address and the build, and answers 304 to a client holding it; a page of a signed-in session is
 * private to it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COLOR_SCHEME_HINT,
  isClosedPortalView,
  type AnswerPageData,
  type TLanguage,
  type TPlannedSubprocessorList,
  type TPortalViewAnswer,
} from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import { matchesEtag } from '../../lib/http.ts';
import { sessionToken } from '../../lib/session.ts';
import { viewerParams } from '../../services/access/resolve-viewer.ts';
import type { Organization } from '../../services/portal/find-organization.ts';
import { resolvePortalCaller } from '../../services/portal/portal-caller.ts';
import { keptPortalAnswer, portalAnswerEtag } from '../../answers/cached-answer.ts';
import { topicsAnswer, viewAnswer } from '../../answers/portal-answers.ts';
import { presentPlannedSubprocessor } from '../../presenters/planned-subprocessors.ts';
import { plannedForCaller } from '../../services/members/subprocessor-objections.ts';

/** What the page is rendered from: the shape of the web app's `PortalPageData`. */
interface PortalPageData {
  orgSlug: string;
  basePath: string;
  view: unknown;
  topics: unknown;
  /**
   * The product's planned subprocessor changes, for a visitor without a session (whose page is
   * kept by the content revision, which they raise); null for others, whose page asks them.
   */
  planned: TPlannedSubprocessorList | null;
  /** The page's language, the interface's and the view's (docs/languages.md). */
  language: TLanguage;
  /** The language the address chose, which the web app's view request names; else null. */
  viewLanguage: TLanguage | null;
}

/** The web app's SSR build (apps/web/src/entry-server.tsx). */
interface PortalRendererModule {
  renderPortal(data: PortalPageData, url: string): Promise<Readable>;
  portalDataScript(data: PortalPageData): string;
  /** An answer page's `#root` (docs/portal.md, Taps before the script). */
  renderAnswerPage(data: AnswerPageData, language: TLanguage, pathname: string): Promise<string>;
}

export interface PortalRenderer extends PortalRendererModule {
  /** Names the build (its page template and rendering code): part of every page's ETag. */
  build: string;
}

/** The SSR build beside the web app's build, or null when it has none (pages are then shells). */
export async function loadPortalRenderer(
  webDist: string,
  template: string,
): Promise<PortalRenderer | null> {
  const entry = join(webDist, 'ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const loaded = (await import(pathToFileURL(entry).href)) as PortalRendererModule;
  const build = createHash('sha256')
    .update(template)
    .update(readFileSync(entry))
    .digest('base64url')
    .slice(0, 16);
  return {
    build,
    renderPortal: loaded.renderPortal,
    portalDataScript: loaded.portalDataScript,
    renderAnswerPage: loaded.renderAnswerPage,
  };
}

/** What of a portal page's request the page route has already read. */
export interface PortalPageRequest {
  org: Organization;
  origin: string;
  basePath: string;
  product: string | null;
  productId: string | null;
  language: TLanguage;
  viewLanguage: TLanguage | null;
  /** The scheme the page is drawn in, as the browser's hint asks (core `serverColorSchemeOf`). */
  colorScheme: 'light' | 'dark';
  /** The organisation's own scripts may run on the page's host (core `orgScriptsMayRun`). */
  orgScripts: boolean;
}

/** The rendered page's parts around the root element's content. */
export interface PortalPageParts {
  /** The page up to the root element's content, with the head tags. */
  before: string;
  /** The page after it, where `<!--app-data-->` marks the place of the data. */
  after: string;
}

/**
 * Answers the portal page rendered on the server, or 304. Answers false when it rendered nothing
 * (the rendering failed): the caller then sends the page as a shell.
 */
export async function sendRenderedPortal(
  deps: Pick<AppDeps, 'db' | 'revisions'>,
  renderer: PortalRenderer,
  req: FastifyRequest,
  reply: FastifyReply,
  page: PortalPageRequest,
  parts: () => Promise<PortalPageParts>,
): Promise<boolean> {
  const { db } = deps;
  // The page asks main mode with `?edit`, which is never rendered here: a `mode` in its query
  // asks nothing, as the web app's view request does not carry it (core `portalViewPath`).
  const caller = await resolvePortalCaller(deps, page.org.slug, {
    ...viewerParams(req.query),
    mode: undefined,
    sessionToken: sessionToken(req),
  });
  // As the web app asks it (core `portalViewPath`): by id when the page names one, else by slug.
  const selection = page.productId
    ? { productId: page.productId }
    : { productSlug: page.product ?? undefined };
  const view = viewAnswer(db, caller, selection, page.language, page.orgScripts);
  // The view's ETag covers the organisation's revision and the caller's access, which decide the
  // trust updates too; the address decides the page's head.
  const etag = `"${createHash('sha256')
    .update(
      JSON.stringify([
        renderer.build,
        page.origin,
        req.url,
        page.language,
        page.colorScheme,
        portalAnswerEtag(caller, view),
      ]),
    )
    .digest('base64url')
    .slice(0, 32)}"`;
  reply
    .header('etag', etag)
    .header('cache-control', sessionToken(req) ? 'private, no-cache' : 'public, no-cache')
    .header('vary', `cookie, accept-encoding, accept-language, ${COLOR_SCHEME_HINT}`)
    // Asks the browser for the reader's preference with the next pages (docs/accessibility.md).
    .header('accept-ch', COLOR_SCHEME_HINT);
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    await reply.code(304).send();
    return true;
  }
  const viewJson = JSON.parse(
    (await keptPortalAnswer(caller, view)).kept.json.toString('utf8'),
  ) as TPortalViewAnswer;
  const topics = isClosedPortalView(viewJson)
    ? null
    : JSON.parse(
        (
          await keptPortalAnswer(
            caller,
            topicsAnswer(
              db,
              caller,
              { productSlugs: [viewJson.product.productSlug], productIds: [] },
              page.language,
            ),
          )
        ).kept.json.toString('utf8'),
      );
  const planned =
    sessionToken(req) || isClosedPortalView(viewJson)
      ? null
      : {
          changes: (await plannedForCaller(db, caller, viewJson.product.productId)).map(
            presentPlannedSubprocessor,
          ),
        };
  const data: PortalPageData = {
    orgSlug: page.org.slug,
    basePath: page.basePath,
    view: viewJson,
    topics,
    planned,
    language: page.language,
    viewLanguage: page.viewLanguage,
  };
  let body: Readable;
  try {
    body = await renderer.renderPortal(data, req.url);
  } catch (error) {
    req.log.error({ err: error }, 'server rendering of the portal failed: sending the shell');
    reply.removeHeader('etag');
    return false;
  }
  const { before, after } = await parts();
  const dataScript = renderer.portalDataScript(data);
  await reply
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .send(
      Readable.from(
        (async function* () {
          yield before;
          for await (const chunk of body) yield chunk as Buffer;
          yield after.replace('<!--app-data-->', () => dataScript);
        })(),
      ),
    );
  return true;
}
