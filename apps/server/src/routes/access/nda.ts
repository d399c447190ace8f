import { NDA_MESSAGES, ZNdaAcceptRequest, ZNdaTerms } from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { documentHeaders, PRIVATE_NO_STORE } from '../../lib/http.ts';
import { renderSignedNda, signedNdaFileName } from '../../services/access/nda-pdf.ts';
import { acceptNda, ndaTermsOf, signedNdaOf } from '../../services/access/nda.ts';
import { ndaTextIn } from '../../services/portal/translations.ts';
import { callerOf, membersOnly } from '../../portal-request/caller.ts';
import { readerLanguage } from '../../portal-request/locale.ts';
import { ZOrgParams, ZViewerQuery } from '../../portal-request/params.ts';

/**
 * The clickwrap NDA (docs/access.md, NDA clickwrap): GET {base}/nda answers passed, provider and
 * e-mail (with the text to read); POST {base}/nda/accept records a member's acceptance;
 * POST {base}/download-signed-clickwrap-nda answers the signed copy as a PDF.
 */
export function ndaRoutes(app: App, { db }: AppDeps) {
  app.get(
    '/api/portal/:orgSlug/nda',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        querystring: ZViewerQuery,
        response: { 200: ZNdaTerms },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      const caller = callerOf(req);
      const terms = await ndaTermsOf(db, caller);
      const language = readerLanguage(req, caller.customization);
      return { ...terms, text: await ndaTextIn(db, caller.customization, terms.text, language) };
    },
  );

  app.post(
    '/api/portal/:orgSlug/nda/accept',
    {
      schema: {
        tags: ['portal'],
        params: ZOrgParams,
        querystring: ZViewerQuery,
        body: ZNdaAcceptRequest,
        response: { 200: ZNdaTerms },
      },
      config: membersOnly('forbidden', NDA_MESSAGES.membersOnly),
    },
    async (req, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return acceptNda(db, callerOf(req), {
        ipAddress: req.ip || null,
        userAgent: req.headers['user-agent'] ?? null,
      });
    },
  );

  app.post(
    '/api/portal/:orgSlug/download-signed-clickwrap-nda',
    { schema: { tags: ['portal'], params: ZOrgParams, querystring: ZViewerQuery } },
    async (req, reply) => {
      const caller = callerOf(req);
      const acceptance = await signedNdaOf(db, caller);
      // The copy's labels are in the language the member reads the portal in.
      const language = readerLanguage(req, caller.customization);
      const pdf = await renderSignedNda(caller.org.name, acceptance, language);
      documentHeaders(reply, {
        contentType: 'application/pdf',
        fileName: signedNdaFileName(caller.org.name, acceptance.email),
        disposition: 'attachment',
      });
      reply.header('content-length', pdf.length);
      return reply.send(pdf);
    },
  );
}
