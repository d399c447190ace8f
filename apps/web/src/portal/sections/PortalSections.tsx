import type { SectionId } from '@trustfront/core';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
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
import { EditToolbar } from '../editing/lazy-controls.tsx';
import { HelpSection } from '../shell/HelpSection.tsx';
import { UpdatesSection } from '../updates/UpdatesSection.tsx';
import classes from './PortalSections.module.css';
import type { SectionProps } from './section-props.ts';
import { sectionElementId } from './texts.ts';
import { isServerRenderedPage } from '../../api/portal-seed.ts';

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

/**
 * How many sections the page's first frame holds. The others follow at once in a transition,
 * which yields to the browser: the top of the page paints without waiting for the whole page.
 */
const FIRST_FRAME_SECTIONS = 2;

/** The enabled sections in the organisation's order. */
export function PortalSections({ view }: SectionProps) {
  // A page rendered on the server has every section already: hydration renders them all.
  const [isComplete, setIsComplete] = useState(isServerRenderedPage);
  useEffect(() => startTransition(() => setIsComplete(true)), []);
  const enabled = view.sections.filter((section) => section.enabled);
  return (
    <>
      {view.mode === 'main' ? <EditToolbar view={view} /> : null}
      {(isComplete ? enabled : enabled.slice(0, FIRST_FRAME_SECTIONS)).map((section) => {
        const Section = SECTIONS[section.id];
        return (
          <section
            key={section.id}
            id={sectionElementId(section.id)}
            data-section={section.id}
            className={classes.section}
          >
            <Section view={view} />
          </section>
        );
      })}
    </>
  );
}
