import type { SectionId } from '@trustfront/core';

/** Names of the portal's sections, as the re-order dialog and the skip links say them. */
export const SECTION_LABELS: Record<SectionId, string> = {
  overview: 'Overview',
  certifications: 'Certifications',
  overview_and_certifications: 'Overview and Certifications',
  trusted_by: 'Trusted By',
  subprocessors: 'Subprocessors',
  documents: 'Documents',
  cards: 'Cards',
  knowledge_base: 'Knowledge Base',
  trust_center_updates: 'Trust Center Updates',
  help: 'Help',
};

export const SKIP_TEXTS = {
  nav: 'Skip links',
  content: 'Skip to content',
  section: (name: string) => `Skip to ${name}`,
};

/** The element id of a section of the page, the target of its skip link. */
export const sectionElementId = (id: SectionId) => `section-${id}`;
export const MAIN_ELEMENT_ID = 'portal-main';
