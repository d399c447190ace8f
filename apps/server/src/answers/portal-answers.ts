/**
 * The portal's answers to a caller, described once and given both by their JSON routes (the view,
 * the trust updates) and by the server-rendered page (routes/portal/portal-html.ts), so that a
 * page is rendered from exactly what the view route answers the same caller, kept under the same
 * key (docs/portal.md, Server rendering).
 */
import { ZComplianceUpdateResponse, ZPortalViewAnswer, type TLanguage } from '@trustfront/core';
import type { AppDeps } from '../app-types.ts';
import { presentClosedPortalView, presentPortalView } from '../presenters/portal-view.ts';
import type { PortalCaller } from '../services/portal/portal-caller.ts';
import { loadPortal } from '../services/portal/load-portal.ts';
import { portalDataIn, topicsIn } from '../services/portal/translations.ts';
import { listTopics } from '../services/updates/list-topics.ts';
import { portalLanguage } from '../portal-request/locale.ts';

/**
 * GET {base}/view (or /view/{productId}): the product's page, or the closed portal, in the
 * reader's language (docs/languages.md), with the organisation's scripts only where the host lets
 * them run (`orgScripts`, docs/portal.md, Scripts and cookies).
 */
export function viewAnswer(
  db: AppDeps['db'],
  caller: PortalCaller,
  selection: { productId?: string | undefined; productSlug?: string | undefined },
  language: TLanguage,
  orgScripts: boolean,
) {
  return {
    request: ['view', selection.productId ?? '', selection.productSlug ?? '', language, orgScripts],
    schema: ZPortalViewAnswer,
    varyByLanguage: true,
    render: async () => {
      const data = await loadPortal(db, caller, selection);
      const readIn = portalLanguage(caller.customization, language);
      // Only a portal whose content reaches the caller says its revision: a closed one tells a
      // stranger nothing, not even when its content changes.
      return data.product
        ? {
            ...presentPortalView(caller.viewer, await portalDataIn(db, data, language), {
              orgScripts,
            }),
            language: readIn,
            revision: caller.revision,
          }
        : {
            ...presentClosedPortalView(caller.viewer, data, { orgScripts }),
            language: readIn,
          };
    },
  };
}

/** GET {base}/compliance-update: the topics with updates, of the products named. */
export function topicsAnswer(
  db: AppDeps['db'],
  caller: PortalCaller,
  products: { productSlugs: string[]; productIds: string[] },
  language: TLanguage,
) {
  return {
    request: ['compliance-update', products.productSlugs, products.productIds, language],
    schema: ZComplianceUpdateResponse,
    varyByLanguage: true,
    render: async () => ({
      topics: await topicsIn(
        db,
        caller.customization,
        await listTopics(db, caller.org.id, caller.viewer, products),
        language,
      ),
    }),
  };
}
