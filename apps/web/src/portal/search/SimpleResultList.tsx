import { Loader, ScrollArea, Stack } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import {
  SEARCH_TIMING,
  nextListSize,
  resultsPanelHeight,
  type TSearchResultItem,
} from '@trustfront/core';
import { useEffect, useState } from 'react';
import { ResultRow } from './ResultRow.tsx';

/**
 * The simpler list variant (docs/search.md, Search and Limits): 15 results first, 10 more (after
 * 500 ms) each time the end of the list is reached; the panel is 82 px a result up to five, then
 * 467 px.
 */
export function SimpleResultList({
  results,
  active,
  onSelect,
  onHover,
}: {
  results: TSearchResultItem[];
  active: TSearchResultItem | null;
  onSelect: (result: TSearchResultItem) => void;
  onHover: (result: TSearchResultItem) => void;
}) {
  const [shown, setShown] = useState(() => nextListSize(0, results.length));
  const [prevResults, setPrevResults] = useState(results);
  if (prevResults !== results) {
    setPrevResults(results);
    setShown(nextListSize(0, results.length));
  }
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const { ref, entry } = useIntersection({ root: viewport, threshold: 0.5 });
  const atEnd = Boolean(entry?.isIntersecting) && shown < results.length;
  useEffect(() => {
    if (!atEnd) return undefined;
    const timer = window.setTimeout(
      () => setShown((n) => nextListSize(n, results.length)),
      SEARCH_TIMING.listLoadDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [atEnd, shown, results.length]);

  return (
    <ScrollArea
      h={resultsPanelHeight(Math.max(1, results.length))}
      viewportRef={setViewport}
      data-testid="search-simple-list"
    >
      <Stack gap={2} role="listbox">
        {results.slice(0, shown).map((result, i) => (
          <ResultRow
            key={`${result.type}:${result.id}`}
            result={result}
            active={active === result}
            isTopMatch={i === 0}
            onSelect={() => onSelect(result)}
            onHover={() => onHover(result)}
          />
        ))}
      </Stack>
      {/* Outside the listbox, which holds options only. */}
      {shown < results.length ? (
        <Loader
          ref={ref}
          size="sm"
          mx="auto"
          my="xs"
          display="block"
          data-testid="search-list-end"
        />
      ) : null}
    </ScrollArea>
  );
}
