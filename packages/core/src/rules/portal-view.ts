/**
 * Reading the portal view's answer. Kept apart from its zod schemas so that the web app's first
 * load, which only reads the answer, does not carry zod.
 */
import type { TClosedPortalView, TPortalMode, TPortalViewAnswer } from '../schemas/portal-view.ts';

/** Whether GET {base}/view answered a closed portal (no content reaches the caller). */
export const isClosedPortalView = (view: TPortalViewAnswer): view is TClosedPortalView =>
  'closed' in view;

/**
 * Whether the page shows 'Start your security review', the banner that offers 'Log in' and
 * 'Request access' (docs/access.md, Request access): to public visitors, when the organisation
 * shows it. Members already have access; staff in main mode or previewing ask for none.
 */
export const showsSecurityReviewBanner = (view: {
  mode: TPortalMode;
  customization: { showSecurityReviewBanner: boolean };
}): boolean => view.mode === 'public' && view.customization.showSecurityReviewBanner;
