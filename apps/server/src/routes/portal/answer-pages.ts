/**
 * What the portal's answer pages show (docs/portal.md, Taps before the script): the search page
 * lists what reaches the caller for `?q=`, as the search dialog does; the subscribe page offers
 * the form and answers its post, with the dialog's outcomes. The page routes draw them with the
 * web app's rendering module (routes/portal/pages.ts).
 */
import {
  AppError,
  PORTAL_RATE_LIMITS,
  SEARCH_MESSAGES,
  SERVER_ERRORS,
  SUBSCRIPTION_MESSAGES,
  ZSearchTerm,
  ZSubscribeRequest,
  refusalOf,
  searchResultHref,
  subscribeSourceOf,
  type AnswerPageData,
  type AnswerPageResult,
  type SearchFailure,
  type SubscribeOutcome,
  type TLanguage,
} from '@trustfront/core';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../app-types.ts';
import { sessionToken } from '../../lib/session.ts';
import { presentHit } from '../../presenters/search-results.ts';
import { viewerParams } from '../../services/access/resolve-viewer.ts';
import type { Organization } from '../../services/portal/find-organization.ts';
import { resolvePortalCaller } from '../../services/portal/portal-caller.ts';
import { searchPortal } from '../../services/search/search-portal.ts';
import { subscribe } from '../../services/updates/subscriptions/subscribe.ts';
import { SUBSCRIBE_LIMITS } from '../updates/subscriptions.ts';

/** The page an answer belongs to: its organisation, its portal's address and its own. */
export interface AnswerPlace {
  org: Organization;
  /** The portal's path (`/trust/acme`, `/trust/acme/de`, or `` on a custom domain). */
  basePath: string;
  /** The answer page's own path, which its form asks again. */
  action: string;
  language: TLanguage;
}

/** A refusal as the page shows it: by its code and English message, translated there. */
const refusal = (error: AppError) =>
  ({ kind: 'refused', code: error.code, message: error.message }) as const;

/** The organisation and address a subscribe post asks for, the key of its per-address limit. */
const subscribedBy = new WeakMap<FastifyRequest, string>();

/** The rate limits of the answer pages, per client, as their JSON routes have them. */
export function answerLimits(app: App) {
  const byClient = (name: string, limit: { max: number; timeWindow: number | string }) =>
    app.createRateLimit({
      ...limit,
      keyGenerator: (req: FastifyRequest) => `${name}:${req.ip}`,
    });
  const perEmail = app.createRateLimit({
    ...SUBSCRIBE_LIMITS.perEmail,
    keyGenerator: (req: FastifyRequest) => `subscribe-page:${subscribedBy.get(req) ?? ''}`,
  });
  return {
    search: byClient('search-page', PORTAL_RATE_LIMITS.search),
    subscribe: byClient('subscribe-page', SUBSCRIBE_LIMITS.perClient),
    perEmail,
  };
}
export type AnswerLimits = ReturnType<typeof answerLimits>;

/** Whether a limiter refuses the request now. */
async function isLimited(
  limit: (req: FastifyRequest) => Promise<{ isAllowed: boolean }>,
  req: FastifyRequest,
) {
  const result = await limit(req);
  return !result.isAllowed && 'isExceeded' in result && result.isExceeded === true;
}

/** The search page for `?q=`: what reaches the caller, or why nothing is listed. */
export async function searchAnswer(
  deps: AppDeps,
  limits: AnswerLimits,
  req: FastifyRequest,
  place: AnswerPlace,
): Promise<AnswerPageData> {
  const q = (req.query as Record<string, unknown>).q;
  const raw = typeof q === 'string' ? q : '';
  const page = {
    kind: 'search' as const,
    orgName: place.org.name,
    portalHref: place.basePath || '/',
    action: place.action,
    term: raw.trim(),
  };
  const answer = (results: AnswerPageResult[], failure: SearchFailure | null) => ({
    ...page,
    results,
    failure,
  });
  // An empty box asks nothing: the page offers the box.
  if (page.term === '') return answer([], null);
  const term = ZSearchTerm.safeParse(raw);
  if (!term.success) {
    const message = term.error.issues[0]?.message ?? SEARCH_MESSAGES.termRequired;
    return answer([], refusal(new AppError('invalid_request', message)));
  }
  if (await isLimited(limits.search, req)) {
    return answer([], refusal(refusalOf(SERVER_ERRORS.rateLimitedLater, 429)));
  }
  try {
    const caller = await resolvePortalCaller(deps, place.org.slug, {
      ...viewerParams(req.query),
      mode: undefined,
      sessionToken: sessionToken(req),
    });
    const hits = await searchPortal(deps, caller, { term: term.data, productId: undefined });
    return answer(
      hits.map(presentHit).map((result) => ({
        title: result.title,
        subtitle: result.subtitle,
        snippet: result.original.content.map((c) => c.value).join(' '),
        href: searchResultHref(place.basePath, result),
      })),
      null,
    );
  } catch (error) {
    req.log.error({ err: error }, 'the search page could not search');
    return answer([], { kind: 'failed' });
  }
}

/** The subscribe page: its form, or what its post came to. */
export function subscribePage(
  place: AnswerPlace,
  source: string,
  outcome: SubscribeOutcome,
): AnswerPageData {
  return {
    kind: 'subscribe',
    orgName: place.org.name,
    portalHref: place.basePath || '/',
    action: place.action,
    source,
    outcome,
  };
}

/**
 * Subscribes the posted address (double opt-in, docs/updates.md, Subscriptions), as
 * `POST {base}/subscribe` does, with its limits; answers what the page says of it.
 */
export async function subscribeByForm(
  deps: AppDeps,
  limits: AnswerLimits,
  req: FastifyRequest,
  place: AnswerPlace,
): Promise<{ source: string; outcome: SubscribeOutcome }> {
  const form = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<
    string,
    unknown
  >;
  const source = typeof form.source === 'string' ? form.source : '';
  const parsed = ZSubscribeRequest.safeParse({
    email: form.email,
    source: source || undefined,
    agree: form.agree === 'true',
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? SUBSCRIPTION_MESSAGES.invalidEmail;
    return { source, outcome: { kind: 'invalid', message } };
  }
  if (await isLimited(limits.subscribe, req)) {
    return { source, outcome: refusal(refusalOf(SERVER_ERRORS.rateLimitedLater, 429)) };
  }
  subscribedBy.set(req, `${place.org.slug}:${parsed.data.email}`);
  if (await isLimited(limits.perEmail, req)) {
    return { source, outcome: refusal(refusalOf(SERVER_ERRORS.rateLimitedLater, 429)) };
  }
  try {
    await subscribe(deps, place.org.id, {
      email: parsed.data.email,
      source: subscribeSourceOf(parsed.data.source ?? null),
      language: place.language,
    });
    return { source, outcome: { kind: 'sent' } };
  } catch (error) {
    req.log.error({ err: error }, 'the subscribe page could not subscribe');
    return { source, outcome: { kind: 'failed' } };
  }
}
