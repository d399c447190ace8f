import { Anchor } from '@mantine/core';
import type { SectionId } from '@trustfront/core';
import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { useT } from '../i18n/use-t.tsx';
import { MAIN_ELEMENT_ID, sectionElementId } from '../sections/texts.ts';
import classes from './SkipLinks.module.css';

/**
 * Moves focus to the element (made focusable for the purpose) and scrolls it into view, so that
 * the next Tab continues from there (docs/accessibility.md, Keyboard).
 */
function focusTarget(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
}

/**
 * The first stop of Tab on the portal: links past the header to the content and to each section
 * the page shows, out of sight until focused. A section whose card is absent (an empty element)
 * gets no link.
 */
export function SkipLinks({ sections }: { sections: readonly SectionId[] }) {
  const [shown, setShown] = useState<readonly SectionId[]>([]);
  const look = useCallback(() => {
    const found = sections.filter((id) => {
      const element = document.getElementById(sectionElementId(id));
      return element !== null && element.childElementCount > 0;
    });
    setShown((before) => (before.join() === found.join() ? before : found));
  }, [sections]);
  // The sections after the first frame arrive in a transition, and a card may come or go: look
  // again (once a frame at most) whenever the page's content changes.
  useEffect(() => {
    const main = document.getElementById(MAIN_ELEMENT_ID);
    let frame = requestAnimationFrame(look);
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(look);
    });
    if (main) observer.observe(main, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [look]);
  const t = useT();
  const links = [
    { id: MAIN_ELEMENT_ID, label: t('skip.content') },
    ...shown.map((id) => ({
      id: sectionElementId(id),
      label: t('skip.section', { name: t(`sections.${id}`) }),
    })),
  ];
  return (
    <nav aria-label={t('skip.nav')} className={classes.nav}>
      <ul className={classes.list}>
        {links.map(({ id, label }) => (
          <li key={id}>
            <Anchor href={`#${id}`} size="sm" onClick={(event) => focusTarget(event, id)}>
              {label}
            </Anchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}
