/**
 * Reading the portal view's answer. Kept apart from its zod schemas so that the web app's first
 * load, which only reads the answer, does not carry zod.
 */
import type { TClosedPortalView, TPortalViewAnswer } from '../schemas/portal-view.ts';

/** Whether GET {base}/view answered a closed portal (no content reaches the caller). */
export const isClosedPortalView = (view: TPortalViewAnswer): view is TClosedPortalView =>
  'closed' in view;
