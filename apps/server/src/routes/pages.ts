/**
 * HTML pages: the built web app's index.html with per-organisation head tags, for the portal at
 * `/` (custom domain or sole organisation) and `/trust/{orgSlug}`, the private app at `/app`, and
 * a history fallback for every other page path.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, portalPageDescription, portalPageTitle, portalPageUrls } from '@trustfront/core';
import type { App, AppDeps } from '../app.ts';
import { renderHead, type PageMeta } from '../presenters/page-meta.ts';
import { findOrganizationBySlug, type Organization } from '../services/find-organization.ts';
import { describeSharedPortal } from '../services/render-social-image.ts';
import { resolveHost } from '../services/resolve-host.ts';
import { AppError } from '../lib/errors.ts';

const appMeta = (basePath = ''): PageMeta => ({
  title: 'Trustfront',
  description: 'Trust center',
  canonicalUrl: '',
  faviconUrl: null,
  socialImageUrl: null,
  orgSlug: null,
  basePath,
});

export async function pageRoutes(app: App, { db, config }: AppDeps) {
  if (!config.webDist) return;
  const template = readFileSync(join(config.webDist, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: join(config.webDist, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
  });

  const send = (reply: FastifyReply, meta: PageMeta, status = 200) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(template.replace('<!--app-head-->', renderHead(meta)));

  const portalMeta = async (
    req: FastifyRequest,
    org: Organization,
    origin: string,
    basePath: string,
  ): Promise<PageMeta> => {
    const product = new URL(req.url, 'http://x').searchParams.get('product');
    const shared = await describeSharedPortal(db, org, product);
    const c = shared.customization;
    const text = {
      orgName: org.name,
      portalTitle: c.portalTitle,
      description: c.description,
      productName: shared.isProductNamed ? shared.productName : null,
    };
    const { canonicalUrl, socialImageUrl } = portalPageUrls({
      origin,
      path: req.url.split('?')[0] ?? '/',
      orgId: org.id,
      productSlug: shared.isProductNamed ? product : null,
    });
    return {
      title: portalPageTitle(text),
      description: portalPageDescription(text),
      canonicalUrl,
      faviconUrl: c.faviconAssetId ? `/api/share/${org.id}/assets/${c.faviconAssetId}` : null,
      socialImageUrl,
      siteName: `${org.name} ${c.portalTitle}`,
      orgSlug: org.slug,
      basePath,
    };
  };

  const notFoundMeta = (): PageMeta => ({
    ...appMeta(),
    title: MESSAGES.companyNotFound,
    error: 'company-not-found',
  });

  const byPath = async (
    req: FastifyRequest<{ Params: { orgSlug: string } }>,
    reply: FastifyReply,
  ) => {
    try {
      const org = await findOrganizationBySlug(db, req.params.orgSlug);
      return send(reply, await portalMeta(req, org, config.publicUrl, `/trust/${org.slug}`));
    } catch (error) {
      if (error instanceof AppError && error.status === 404)
        return send(reply, notFoundMeta(), 404);
      throw error;
    }
  };
  app.get('/trust/:orgSlug', { schema: { hide: true } }, byPath);
  app.get('/trust/:orgSlug/*', { schema: { hide: true } }, byPath);

  const byHost = async (req: FastifyRequest, reply: FastifyReply) => {
    const host = await resolveHost(db, req.headers.host, config.publicUrl);
    if (host.kind === 'custom-domain') {
      return send(reply, await portalMeta(req, host.org, `${req.protocol}://${req.host}`, ''));
    }
    if (host.kind === 'unknown') return send(reply, notFoundMeta(), 404);
    if (host.soleOrg) return send(reply, await portalMeta(req, host.soleOrg, config.publicUrl, ''));
    return reply.redirect('/app');
  };
  app.get('/', { schema: { hide: true } }, byHost);
  app.get('/item/*', { schema: { hide: true } }, byHost);
  app.get('/product/*', { schema: { hide: true } }, byHost);

  const appPage = (_req: FastifyRequest, reply: FastifyReply) => send(reply, appMeta());
  app.get('/app', { schema: { hide: true } }, appPage);
  app.get('/app/*', { schema: { hide: true } }, appPage);

  app.setNotFoundHandler((req, reply) => {
    // API paths and missing build assets are answered 404, never with the page (a stale
    // cached page asking for a script of an earlier build must fail visibly).
    if (req.method !== 'GET' || req.url.startsWith('/api/') || req.url.startsWith('/assets/')) {
      return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
    }
    return send(reply, appMeta());
  });
}
