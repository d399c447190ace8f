/** The edit mode of the company cards: Trusted By's list and the Subprocessors table. */
import type { TCardView } from '@trustfront/core';
import { SubprocessorsEditor } from './SubprocessorsEditor.tsx';
import { TrustedByEditor } from './TrustedByEditor.tsx';

export function CompanyCardEditor({ card, onDone }: { card: TCardView; onDone: () => void }) {
  return card.kind === 'Subprocessors' ? (
    <SubprocessorsEditor card={card} onDone={onDone} />
  ) : (
    <TrustedByEditor card={card} onDone={onDone} />
  );
}
