/** What each step of the setup checklist says and where staff take it (docs/staff.md, Setup checklist). */
import type { SetupStep } from '@trustfront/core';

export interface StepLink {
  label: string;
  /** A path of the private app, or of the portal when `portal` is set. */
  to: string;
  /** The link opens the trust center in main mode, where cards are edited in place. */
  portal?: boolean;
}

export interface StepText {
  title: string;
  description: string;
  links: StepLink[];
}

const EDIT_PORTAL: StepLink = { label: 'Edit the trust center', to: '?edit', portal: true };

export const SETUP_TEXTS = {
  title: 'Set up your trust center',
  progress: (done: number, total: number) => `${done} of ${total}`,
  progressLabel: 'Setup progress',
  done: 'Done',
  toDo: 'To do',
  publish: 'Publish',
  unpublish: 'Unpublish',
  publishedAt: (date: string) => `Published on ${date}`,
  needsSettings: 'Publishing needs the Settings scope.',
  liveAt: 'Your trust center is live at',
  notLiveAt: 'Your trust center, visible to your staff only until it is published, is at',
  confirmPublishTitle: 'Publish your trust center?',
  confirmPublish:
    'Everyone with the link will see its public content, and visitors may ask for access. You can unpublish it at any time.',
} as const;

export const STEP_TEXTS: Record<SetupStep, StepText> = {
  brand: {
    title: 'Brand and overview',
    description:
      'Upload your logo and write the Overview card that introduces your security program.',
    links: [{ label: 'Portal settings', to: '/app/settings/portal' }, EDIT_PORTAL],
  },
  certification: {
    title: 'First certification',
    description: 'Add a certification or attestation (SOC 2, ISO 27001…) to the Compliance card.',
    links: [EDIT_PORTAL],
  },
  document: {
    title: 'First document',
    description: 'Upload a report, policy or other document to share with visitors or on request.',
    links: [{ label: 'Documents', to: '/app/documents' }],
  },
  subprocessors: {
    title: 'Subprocessors',
    description: "List the companies that process your customers' data on the Subprocessors card.",
    links: [EDIT_PORTAL],
  },
  access: {
    title: 'Access settings and NDA',
    description:
      'Decide how long access lasts and whether visitors accept an NDA. Done once approved accounts can open a restricted document.',
    links: [
      { label: 'Access settings', to: '/app/settings/access' },
      { label: 'Permission profiles', to: '/app/accounts/profiles' },
    ],
  },
  knowledgeBase: {
    title: 'Knowledge base',
    description: 'Answer the security questions customers ask most, so that search finds them.',
    links: [{ label: 'Knowledge base', to: '/app/knowledge-base' }],
  },
  publish: {
    title: 'Publish',
    description:
      'Open your trust center to visitors. Until then they are told it is not published yet.',
    links: [],
  },
};
