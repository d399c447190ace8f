import type { SectionId } from '@trustfront/core';
import type { ComponentType } from 'react';
import {
  CardsSection,
  CertificationsSection,
  KnowledgeBaseSection,
  OverviewAndCertificationsSection,
  OverviewSection,
  SubprocessorsSection,
  TrustedBySection,
} from '../cards/sections.tsx';
import { DocumentsSection } from '../documents/DocumentsSection.tsx';
import { HelpSection } from '../shell/HelpSection.tsx';
import { UpdatesSection } from '../updates/UpdatesSection.tsx';
import type { SectionProps } from './section-props.ts';

const SECTIONS: Record<SectionId, ComponentType<SectionProps>> = {
  overview: OverviewSection,
  certifications: CertificationsSection,
  overview_and_certifications: OverviewAndCertificationsSection,
  trusted_by: TrustedBySection,
  subprocessors: SubprocessorsSection,
  documents: DocumentsSection,
  cards: CardsSection,
  knowledge_base: KnowledgeBaseSection,
  trust_center_updates: UpdatesSection,
  help: HelpSection,
};

/** The enabled sections in the organisation's order. */
export function PortalSections({ view }: SectionProps) {
  return (
    <>
      {view.sections
        .filter((section) => section.enabled)
        .map((section) => {
          const Section = SECTIONS[section.id];
          return (
            <section key={section.id} data-section={section.id}>
              <Section view={view} />
            </section>
          );
        })}
    </>
  );
}
