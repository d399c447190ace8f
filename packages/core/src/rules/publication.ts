/**
 * Publication of a trust center (docs/portal.md, Publication) and the setup checklist of the
 * private app's home (docs/staff.md, Setup checklist). An organisation made by the operator starts
 * unpublished: its staff build the portal while visitors are told it is not published yet.
 */
import type { TSetupChecklist } from '../schemas/publication.ts';

export const PUBLICATION_MESSAGES = {
  notPublished: 'This trust center is not published yet',
  published: 'Your trust center is published',
  unpublished: 'Your trust center is no longer published',
} as const;

export interface PortalAudience {
  /** The organisation's trust center is published. */
  isPublished: boolean;
  /** The caller is signed in as a staff member of this organisation. */
  isOrgStaff: boolean;
}

/**
 * Whether the caller may open the organisation's portal at all, by any way in (pages, API,
 * assets, social image, sign-ins): everyone when it is published; before that only the
 * organisation's own staff, in whichever mode their session gives them.
 */
export const mayOpenPortal = ({ isPublished, isOrgStaff }: PortalAudience): boolean =>
  isPublished || isOrgStaff;

/**
 * Whether a public portal is out there to share (docs/portal.md, Publication): the organisation
 * published its trust center and its portal is on. Until then share links are disabled.
 */
export const hasPublicPortal = (org: { isPublished: boolean }, portal: { isPublished: boolean }) =>
  org.isPublished && portal.isPublished;

/** The steps of the setup checklist, in the order staff are asked to take them. */
export const SETUP_STEPS = [
  'brand',
  'certification',
  'document',
  'subprocessors',
  'access',
  'knowledgeBase',
  'publish',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** What the server counts of the organisation's rows to decide each step. */
export interface SetupCounts {
  /** A logo uploaded in the portal settings. */
  hasLogo: boolean;
  /** Overview cards with a text, over every product. */
  overviews: number;
  /** Items of Certifications cards. */
  certifications: number;
  /** Documents uploaded. */
  documents: number;
  /** Items (companies) of Subprocessors cards. */
  subprocessors: number;
  /**
   * Documents of restricted items that the default profile for approved accounts holds: what a
   * newly approved member can open.
   */
  approvedRestrictedDocuments: number;
  /** Knowledge-base entries. */
  knowledgeBaseEntries: number;
  isPublished: boolean;
}

/** Whether each step is done, from the organisation's counts. */
export function setupStepsDone(counts: SetupCounts): Record<SetupStep, boolean> {
  return {
    brand: counts.hasLogo && counts.overviews > 0,
    certification: counts.certifications > 0,
    document: counts.documents > 0,
    subprocessors: counts.subprocessors > 0,
    access: counts.approvedRestrictedDocuments > 0,
    knowledgeBase: counts.knowledgeBaseEntries > 0,
    publish: counts.isPublished,
  };
}

/** The checklist's answer: every step in order with whether it is done. */
export function setupChecklist(counts: SetupCounts, publishedAt: string | null): TSetupChecklist {
  const done = setupStepsDone(counts);
  return { steps: SETUP_STEPS.map((id) => ({ id, done: done[id] })), publishedAt };
}

/** How many of the checklist's steps are done. */
export const stepsDone = (checklist: TSetupChecklist): number =>
  checklist.steps.filter((step) => step.done).length;
