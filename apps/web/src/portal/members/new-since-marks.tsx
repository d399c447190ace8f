/**
 * The "since your last visit" badges' place in the page: the member-only chunk
 * (`SinceLastVisit`) fills the marks, by document file id and trust update id, with their label;
 * rows show a badge when marked. Empty for everyone else, so nothing else loads for them.
 */
import { Badge } from '@mantine/core';
import { createContext, useContext } from 'react';

export type NewSinceMarks = ReadonlyMap<string, string>;

export const NewSinceContext = createContext<NewSinceMarks>(new Map());

export function NewMark({ id }: { id: string }) {
  const label = useContext(NewSinceContext).get(id);
  return label ? (
    <Badge size="xs" color="orange" variant="light" data-testid="new-mark">
      {label}
    </Badge>
  ) : null;
}
