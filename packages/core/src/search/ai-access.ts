/**
 * Who may ask AI, and where search results come from (docs/search.md, AI access level and Sources).
 */
import type { TPortalMode } from '../schemas/portal-view.ts';
import type { SearchSource } from './constants.ts';
import { SEARCH_MESSAGES } from './messages.ts';

export const AI_ACCESS_LEVELS = ['None', 'RequiresPaidPlan', 'UserDisabled', 'Full'] as const;
export type AiAccessLevel = (typeof AI_ACCESS_LEVELS)[number];

/**
 * What the AI access level is decided from. GenAI itself is always available: the server has an
 * extractive answerer, and a language model when the operator configures one.
 */
export interface AiAccessInput {
  mode: TPortalMode;
  /** Preview of an account or a permission profile (not the bare preview). */
  isPreviewingTarget: boolean;
  /** The organisation's plan includes the AI feature. */
  hasAiPlan: boolean;
  /** The organisation's Generative AI setting ("AI enabled"). */
  aiEnabled: boolean;
  /** The search index of the organisation's content is built. */
  aiDatastoreSetup: boolean;
}

/**
 * The AI access level (docs/search.md, Ask AI): None in public and main modes and for a bare
 * preview; RequiresPaidPlan when previewing without the AI plan; UserDisabled when the plan exists
 * but AI is switched off; Full with the datastore set up, AI switched on and the plan; otherwise
 * None.
 */
export function aiAccessLevelOf(input: AiAccessInput): AiAccessLevel {
  if (input.mode === 'public' || input.mode === 'main') return 'None';
  if (input.mode === 'preview' && !input.isPreviewingTarget) return 'None';
  if (input.mode === 'preview' && !input.hasAiPlan) return 'RequiresPaidPlan';
  if (input.hasAiPlan && !input.aiEnabled) return 'UserDisabled';
  return input.hasAiPlan && input.aiEnabled && input.aiDatastoreSetup ? 'Full' : 'None';
}

/**
 * Whether the caller gets an answer: Full access, and the organisation's `enableAiOnTrustCenter`
 * setting (without it the portal shows the fallback search).
 */
export const mayGetAnswer = (level: AiAccessLevel, enableAiOnTrustCenter: boolean): boolean =>
  level === 'Full' && enableAiOnTrustCenter;

/** The tooltip on the disabled Ask AI button, when it is shown disabled. */
export function aiTooltipOf(level: AiAccessLevel): string | null {
  if (level === 'UserDisabled') return SEARCH_MESSAGES.aiDisabledTooltip;
  if (level === 'RequiresPaidPlan') return SEARCH_MESSAGES.aiPaidPlanTooltip;
  return null;
}

/** Whether the combined form shows the Search / Ask AI switch at all. */
export const showsModeSwitch = (level: AiAccessLevel): boolean => level !== 'None';

/** Whether Ask AI may be used (and toggled from the keyboard). */
export const mayAskAi = (level: AiAccessLevel): boolean => level === 'Full';

/**
 * Where search results come from (docs/search.md, Sources): the server for an external
 * account, and in preview when an account or profile is previewed; otherwise, or without the
 * datastore, local text search over what the page already holds.
 */
export function searchSourceOf(input: {
  mode: TPortalMode;
  isPreviewingTarget: boolean;
  aiDatastoreSetup: boolean;
}): SearchSource {
  if (!input.aiDatastoreSetup) return 'fuse';
  if (input.mode === 'account') return 'semantic';
  if (input.mode === 'preview' && input.isPreviewingTarget) return 'semantic';
  return 'fuse';
}

/** Plans that include the AI feature. */
export const AI_PLANS = ['growth', 'enterprise'] as const;
export const planHasAi = (plan: string): boolean => (AI_PLANS as readonly string[]).includes(plan);

/**
 * Search and Ask AI for a caller on a product page: the mode (a preview always previews an
 * account or a profile), the organisation's plan and setting, and the product's AI settings.
 */
export function searchAvailabilityOf(input: {
  mode: TPortalMode;
  plan: string;
  enableAiOnTrustCenter: boolean;
  genAiEnabled: boolean;
  aiDatastoreSetup: boolean;
}): { aiAccessLevel: AiAccessLevel; source: SearchSource; aiOnTrustCenter: boolean } {
  const isPreviewingTarget = input.mode === 'preview';
  return {
    aiAccessLevel: aiAccessLevelOf({
      mode: input.mode,
      isPreviewingTarget,
      hasAiPlan: planHasAi(input.plan),
      aiEnabled: input.genAiEnabled,
      aiDatastoreSetup: input.aiDatastoreSetup,
    }),
    source: searchSourceOf({
      mode: input.mode,
      isPreviewingTarget,
      aiDatastoreSetup: input.aiDatastoreSetup,
    }),
    aiOnTrustCenter: input.enableAiOnTrustCenter,
  };
}
