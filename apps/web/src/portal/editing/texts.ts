import type { SectionId } from '@trustfront/core';

/** Names of the portal sections in the re-order dialog. */
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

export const EDIT_TEXTS = {
  disabledSection: 'Not shown',
  editingBar: 'Editing the Trust Center',
};
