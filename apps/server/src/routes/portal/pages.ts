/**
 * HTML pages: the built web app's index.html with per-organisation head tags, for the portal at
 * `/` (custom domain or sole organisation) and `/trust/{orgSlug}`, the private app at `/app`, and
 * a history fallback for every other page path.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API_ERRORS,
  answerPagePath,
  COLOR_SCHEME_HINT,
  LANGUAGES,
  localeOfPath,
  MESSAGES,
  organizationJsonLd,
  pageScriptsWhere,
  portalPageDescription,
  portalPageTitle,
  portalPageUrls,
  portalSubPath,
  portalViewPath,
  providerSources,
  PUBLICATION_MESSAGES,
  readPortalPageRequest,
  SEARCH_PAGE,
  serverColorSchemeOf,
  SUBSCRIBE_PAGE,
  type AnswerPageData,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { withoutPageHeaders } from '../../lib/http.ts';
import { sessionToken } from '../../lib/session.ts';
import { COLOR_SCHEME_SCRIPT_SOURCE } from '../../presenters/color-scheme-script.ts';
import { renderHead, renderShell, type PageMeta } from '../../presenters/page-meta.ts';
import { TAP_KEEPER_SCRIPT_SOURCE } from '../../presenters/tap-keeper-script.ts';
import {
  findOrganizationBySlug,
  type Organization,
} from '../../services/portal/find-organization.ts';
import { loadAssetRevisions } from '../../services/portal/load-portal.ts';
import { describeSharedPortal } from '../../services/portal/social-image.ts';
import { orgScriptsRunOn, resolveHost } from '../../services/portal/resolve-host.ts';
import { tenantHostOf } from '../host-guard.ts';
import { portalOpenTo } from '../../services/access/publication-gate.ts';
import { AppError } from '../../lib/errors.ts';
import { widenReplyPolicy } from '../../lib/csp.ts';
import { pageLanguage, varyByLanguage } from '../../portal-request/locale.ts';
import { loadPortalRenderer, sendRenderedPortal, type PortalPageParts } from './portal-html.ts';
import {
  answerLimits,
  searchAnswer,
  subscribeByForm,
  subscribePage,
  type AnswerPlace,
} from './answer-pages.ts';

/**
 * A rendered page's parts around the root's content. Its stylesheets block the first paint, as
 * the HTML they style is there already (the shell page defers them, apps/web/vite.config.ts).
 * The colour scheme is the one the browser's hint asks for (light without one) until the first
 * script decides: a reader without JavaScript gets the styles' variables too.
 */
function splitPage(html: string, scheme: 'light' | 'dark'): PortalPageParts {
  const [before = '', after = ''] = html
    .replace(/ media="print"( data-app-styles)/g, '$1')
    .replace(/<html([^>]*)>/, `<html$1 data-mantine-color-scheme="${scheme}">`)
    .split('<!--app-shell-->');
  return { before, after: after.replace('</body>', '<!--app-data--></body>') };
}

const appMeta = (basePath = ''): PageMeta => ({
  title: 'Trustfront',
  description: 'Trust center',
  canonicalUrl: '',
  faviconUrl: null,
  socialImageUrl: null,
  orgSlug: null,
  basePath,
  preloadFetch: null,
});

/** The page without the web app's scripts: an answer page needs none (answer-pages.ts). */
const withoutScripts = (html: string) =>
  html
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');

export async function pageRoutes(app: App, deps: AppDeps) {
  const { db, config, revisions } = deps;
  if (!config.webDist) return;
  const template = readFileSync(join(config.webDist, 'index.html'), 'utf8');
  // Links of pages on the main host come from the configuration, never from the request.
  const mainOrigin = new URL(config.publicUrl).origin;
  await app.register(fastifyStatic, {
    root: join(config.webDist, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    // The build writes `.br` and `.gz` files beside each asset (apps/web/vite.config.ts); the
    // one the client accepts is sent, the asset itself otherwise.
    preCompressed: true,
    setHeaders: (res) => res.setHeader('vary', 'accept-encoding'),
  });

  // Scripts and styles of the build are not pages: they go without the page-only headers.
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/assets/')) withoutPageHeaders(reply);
  });

  const renderer = await loadPortalRenderer(config.webDist, template);

  /**
   * The page's policy widened for its scripts, on every answer of it, a 304 too (the browser
   * applies the policy it gets with the 304 to the page it kept): the colour scheme's first script
   * and the tap keeper by their hashes (presenters/color-scheme-script.ts, tap-keeper-script.ts),
   * and the providers of the organisation's
   * scripts where they may run.
   */
  const widenPagePolicy = (reply: FastifyReply, meta: PageMeta) => {
    const sources = meta.scriptSources ?? { script: [], connect: [], img: [], frame: [] };
    widenReplyPolicy(reply, {
      ...sources,
      script: [COLOR_SCHEME_SCRIPT_SOURCE, TAP_KEEPER_SCRIPT_SOURCE, ...sources.script],
    });
  };

  /** The template with the page's head tags. */
  const pageTemplate = (meta: PageMeta) =>
    // Replaced by functions: a `$&` or `$'` in staff's texts stays text, never a pattern.
    template
      .replace('<html lang="en">', () => `<html lang="${meta.language ?? 'en'}">`)
      .replace('<!--app-head-->', () => renderHead(meta));

  /** The page as a shell, its policy already widened. */
  const sendShell = (reply: FastifyReply, meta: PageMeta, status = 200) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(pageTemplate(meta).replace('<!--app-shell-->', () => renderShell(meta)));

  const send = (reply: FastifyReply, meta: PageMeta, status = 200) => {
    widenPagePolicy(reply, meta);
    return sendShell(reply, meta, status);
  };

  const portalMeta = async (
    req: FastifyRequest,
    org: Organization,
    origin: string,
    basePath: string,
    orgScripts: boolean,
  ): Promise<PageMeta | { redirectTo: string }> => {
    const url = new URL(req.url, 'http://x');
    // A locale path (`/trust/acme/de/item/x`) is the same page in its language (docs/languages.md).
    const pagePath = localeOfPath(url.pathname, basePath).path;
    const request = readPortalPageRequest(pagePath, url.search, basePath);
    const shared = await describeSharedPortal(db, org, {
      productId: request.productId,
      productSlug: request.product,
    });
    const c = shared.customization;
    const lang = pageLanguage(req, c, origin, basePath);
    if (lang.redirectTo) return { redirectTo: lang.redirectTo };
    // A language the address chose is named in the view request, as the web app does.
    const viewLanguage = lang.isAsked ? lang.language : null;
    const named = shared.isProductNamed ? shared.product : null;
    const text = {
      orgName: org.name,
      portalTitle: c.portalTitle,
      description: c.description,
      productName: named?.name ?? null,
    };
    // The links name the product when the query does (an item path names it in the path).
    const isNamedByQuery = request.productId !== null || Boolean(url.searchParams.get('product'));
    const { canonicalUrl, socialImageUrl } = portalPageUrls({
      origin,
      path: lang.canonicalPath,
      orgId: org.id,
      productSlug: isNamedByQuery ? (named?.slug ?? null) : null,
    });
    const base = `${origin}${basePath}`;
    // Only a portal anyone may read has feeds: they answer 404 while it is not published.
    const hasFeeds = org.publishedAt !== null && c.isPublished;
    return {
      title: portalPageTitle(text),
      description: portalPageDescription(text),
      canonicalUrl,
      // With the asset's revision: a replaced favicon has a new address, not a cached old one.
      faviconUrl: c.faviconAssetId
        ? `/api/share/${org.id}/assets/${c.faviconAssetId}?v=${
            (await loadAssetRevisions(db, org.id)).get(c.faviconAssetId) ?? 1
          }`
        : null,
      socialImageUrl,
      siteName: `${org.name} ${c.portalTitle}`,
      shell: { orgName: org.name, portalTitle: c.showPortalTitle ? c.portalTitle : null },
      orgSlug: org.slug,
      basePath: lang.basePath,
      language: lang.language,
      viewLanguage,
      alternates: lang.alternates,
      // The view the web app asks first, fetched while its scripts load. With `?edit` the web
      // app first learns whether the caller is signed-in staff, so it may ask another URL.
      preloadFetch: request.wantsEdit
        ? null
        : portalViewPath({ orgSlug: org.slug, ...request, lang: viewLanguage }),
      scriptSources: providerSources(pageScriptsWhere(c.scripts, orgScripts)),
      brandColor: c.brandColor,
      jsonLd: organizationJsonLd({
        name: org.name,
        url: base,
        description: c.description || null,
      }),
      feeds: hasFeeds
        ? {
            title: `${org.name} ${c.portalTitle}`,
            atom: `${base}/feed.atom`,
            json: `${base}/feed.json`,
          }
        : null,
    };
  };

  const notFoundMeta = (): PageMeta => ({
    ...appMeta(),
    title: MESSAGES.companyNotFound,
    error: 'company-not-found',
  });

  // Nothing of the organisation: no name, texts, images or links (docs/portal.md, Publication).
  const notPublishedMeta = (basePath: string): PageMeta => ({
    ...appMeta(basePath),
    title: PUBLICATION_MESSAGES.notPublished,
    error: 'not-published',
    notice: PUBLICATION_MESSAGES.notPublished,
  });

  const limits = answerLimits(app);

  /**
   * An answer page (docs/portal.md, Taps before the script): drawn by the web app's rendering
   * module in the page's language, with the portal's styles and none of its scripts; private to
   * the caller and never stored, as a search's results are the caller's.
   */
  const sendAnswerPage = async (
    req: FastifyRequest,
    reply: FastifyReply,
    meta: PageMeta,
    data: AnswerPageData,
  ) => {
    if (!renderer) return sendShell(reply, meta);
    const language = meta.language ?? 'en';
    const root = await renderer.renderAnswerPage(
      data,
      language,
      new URL(req.url, 'http://x').pathname,
    );
    const { before, after } = splitPage(
      withoutScripts(pageTemplate({ ...meta, preloadFetch: null })),
      serverColorSchemeOf(req.headers[COLOR_SCHEME_HINT]),
    );
    return (
      reply
        .code(200)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        // Its form posts to its own origin: a browser sends that post's `Origin` as `null` under
        // `no-referrer`, which the same-origin check refuses (lib/csrf.ts). `same-origin` names it
        // to the page's own origin and still sends nothing to any other.
        .header('referrer-policy', 'same-origin')
        .send(before + root + after.replace('<!--app-data-->', ''))
    );
  };

  /** Where an answer page of the portal at `meta.basePath` lives. */
  const placeOf = (org: Organization, meta: PageMeta, page: string): AnswerPlace => ({
    org,
    basePath: meta.basePath,
    action: answerPagePath(meta.basePath, page),
    language: meta.language ?? 'en',
  });

  /** A portal's page or post, at `/trust/{orgSlug}…` or on the host it is served on. */
  type PortalHandler = (
    req: FastifyRequest,
    reply: FastifyReply,
    org: Organization,
    origin: string,
    basePath: string,
  ) => Promise<unknown>;

  /** The handler for whom the portal is open; the not-published page for whom it keeps out. */
  const whenOpen =
    (handler: PortalHandler): PortalHandler =>
    async (req, reply, org, origin, basePath) =>
      (await portalOpenTo(db, org, sessionToken(req)))
        ? handler(req, reply, org, origin, basePath)
        : send(reply, notPublishedMeta(basePath), 404);

  /** `POST {portal}/subscribe`: the subscribe page's form, answered with its outcome. */
  const subscribePost: PortalHandler = async (req, reply, org, origin, basePath) => {
    const meta = await portalMeta(req, org, origin, basePath, false);
    if ('redirectTo' in meta) return reply.redirect(meta.redirectTo, 303);
    widenPagePolicy(reply, meta);
    const place = placeOf(org, meta, SUBSCRIBE_PAGE);
    const { source, outcome } = await subscribeByForm(deps, limits, req, place);
    return sendAnswerPage(req, reply, meta, subscribePage(place, source, outcome));
  };

  /** The organisation's portal page (or one of its answer pages). */
  const portalPage: PortalHandler = async (req, reply, org, origin, basePath) => {
    // The organisation's own scripts run only where no other organisation's pages or the
    // private app share the origin (docs/portal.md, Scripts and cookies).
    const orgScripts = await orgScriptsRunOn(db, tenantHostOf(req), org.id);
    const meta = await portalMeta(req, org, origin, basePath, orgScripts);
    if ('redirectTo' in meta) return reply.redirect(meta.redirectTo);
    varyByLanguage(reply);
    widenPagePolicy(reply, meta);
    const url = new URL(req.url, 'http://x');
    const subPath = portalSubPath(url.pathname, meta.basePath);
    if (renderer && subPath === `/${SEARCH_PAGE}`) {
      const place = placeOf(org, meta, SEARCH_PAGE);
      return sendAnswerPage(req, reply, meta, await searchAnswer(deps, limits, req, place));
    }
    if (renderer && subPath === `/${SUBSCRIBE_PAGE}`) {
      const source = url.searchParams.get('source') ?? '';
      const place = placeOf(org, meta, SUBSCRIBE_PAGE);
      return sendAnswerPage(req, reply, meta, subscribePage(place, source, { kind: 'form' }));
    }
    const request = readPortalPageRequest(url.pathname, url.search, meta.basePath);
    // Main mode is asked once the browser knows the caller is staff: that page is not rendered here.
    if (renderer && !request.wantsEdit) {
      const page = {
        org,
        origin,
        basePath: meta.basePath,
        product: request.product,
        productId: request.productId,
        language: meta.language ?? 'en',
        viewLanguage: meta.viewLanguage ?? null,
        colorScheme: serverColorSchemeOf(req.headers[COLOR_SCHEME_HINT]),
        orgScripts,
      };
      // The page needs no view fetched: it carries the answers it was rendered from.
      const parts = async () =>
        splitPage(pageTemplate({ ...meta, preloadFetch: null, keepsTaps: true }), page.colorScheme);
      if (await sendRenderedPortal({ db, revisions }, renderer, req, reply, page, parts)) {
        return reply;
      }
    }
    return sendShell(reply, meta);
  };

  const byPathTo =
    (handler: PortalHandler) =>
    async (req: FastifyRequest<{ Params: { orgSlug: string } }>, reply: FastifyReply) => {
      try {
        const org = await findOrganizationBySlug(db, req.params.orgSlug);
        return await handler(req, reply, org, mainOrigin, `/trust/${org.slug}`);
      } catch (error) {
        if (error instanceof AppError && error.status === 404)
          return send(reply, notFoundMeta(), 404);
        throw error;
      }
    };

  const byHostTo = (handler: PortalHandler) => async (req: FastifyRequest, reply: FastifyReply) => {
    const host = await resolveHost(db, req.headers.host, config.publicUrl);
    if (host.kind === 'custom-domain') return handler(req, reply, host.org, host.origin, '');
    if (host.kind === 'unknown') return send(reply, notFoundMeta(), 404);
    if (host.soleOrg) return handler(req, reply, host.soleOrg, mainOrigin, '');
    return reply.redirect('/app');
  };

  const byPath = byPathTo(whenOpen(portalPage));
  app.get('/trust/:orgSlug', { schema: { hide: true } }, byPath);
  app.get('/trust/:orgSlug/*', { schema: { hide: true } }, byPath);

  const byHost = byHostTo(whenOpen(portalPage));
  app.get('/', { schema: { hide: true } }, byHost);
  app.get('/item/*', { schema: { hide: true } }, byHost);
  app.get('/product/*', { schema: { hide: true } }, byHost);
  // The portal's 'Verify a document' page (docs/documents.md, Verify a document).
  app.get('/verify', { schema: { hide: true } }, byHost);
  app.get('/changes', { schema: { hide: true } }, byHost);
  // Locale paths on a custom domain: `/de`, `/de/item/…` (docs/languages.md).
  for (const language of LANGUAGES) {
    app.get(`/${language}`, { schema: { hide: true } }, byHost);
    app.get(`/${language}/*`, { schema: { hide: true } }, byHost);
  }

  // The answer pages on a custom domain (docs/portal.md, Taps before the script).
  app.get(`/${SEARCH_PAGE}`, { schema: { hide: true } }, byHost);
  app.get(`/${SUBSCRIBE_PAGE}`, { schema: { hide: true } }, byHost);

  // The subscribe page's form posts as a form: same-origin only, as every unsafe call
  // (lib/csrf.ts), limited as the JSON route is (answer-pages.ts).
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const options = { schema: { hide: true }, config: { acceptsForms: true } };
    const postByPath = byPathTo(whenOpen(subscribePost));
    const postByHost = byHostTo(whenOpen(subscribePost));
    scope.post(`/trust/:orgSlug/${SUBSCRIBE_PAGE}`, options, postByPath);
    scope.post(`/${SUBSCRIBE_PAGE}`, options, postByHost);
    for (const language of LANGUAGES) {
      scope.post(`/trust/:orgSlug/${language}/${SUBSCRIBE_PAGE}`, options, postByPath);
      scope.post(`/${language}/${SUBSCRIBE_PAGE}`, options, postByHost);
    }
  });

  const appPage = (_req: FastifyRequest, reply: FastifyReply) => send(reply, appMeta());
  app.get('/app', { schema: { hide: true } }, appPage);
  app.get('/app/*', { schema: { hide: true } }, appPage);

  app.setNotFoundHandler((req, reply) => {
    // API paths and missing build assets are answered 404, never with the page (a stale
    // cached page asking for a script of an earlier build must fail visibly).
    if (req.method !== 'GET' || req.url.startsWith('/api/') || req.url.startsWith('/assets/')) {
      return reply.code(404).send({ error: API_ERRORS.notFound });
    }
    return send(reply, appMeta());
  });
}
