import { Button, Group, Tooltip } from '@mantine/core';
import { mayAskAi, type AiAccessLevel } from '@trustfront/core';
import type { KeyboardEvent } from 'react';
import { useT } from '../i18n/use-t.tsx';

/** The tooltip on the disabled Ask AI button, by level (core's `aiTooltipOf`). */
const TOOLTIP_KEYS: Partial<Record<AiAccessLevel, string>> = {
  UserDisabled: 'searchDialog.aiDisabledTooltip',
  RequiresPaidPlan: 'searchDialog.aiPaidPlanTooltip',
};

export type SearchMode = 'search' | 'ask';

/**
 * Search / Ask AI (docs/search.md, Ask AI): Ask AI is enabled only with Full access, otherwise
 * disabled with the tooltip of its level; Enter or Space on the group toggles the mode, only with
 * Full access.
 */
export function ModeSwitch({
  level,
  mode,
  onChange,
}: {
  level: AiAccessLevel;
  mode: SearchMode;
  onChange: (mode: SearchMode) => void;
}) {
  const t = useT();
  const full = mayAskAi(level);
  const tooltipKey = TOOLTIP_KEYS[level];
  const tooltip = tooltipKey ? t(tooltipKey) : null;
  const handleKeyDown = (event: KeyboardEvent) => {
    if (!full || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onChange(mode === 'search' ? 'ask' : 'search');
  };
  const ask = (
    <Button
      size="xs"
      role="radio"
      aria-checked={mode === 'ask'}
      variant={mode === 'ask' ? 'filled' : 'default'}
      disabled={!full}
      onClick={() => onChange('ask')}
      tabIndex={-1}
    >
      {t('searchDialog.modeAsk')}
    </Button>
  );
  return (
    <Group
      gap={0}
      role="radiogroup"
      aria-label={t('searchDialog.mode')}
      tabIndex={0}
      onKeyDown={handleKeyDown}
      data-testid="search-mode"
    >
      <Button
        size="xs"
        role="radio"
        aria-checked={mode === 'search'}
        variant={mode === 'search' ? 'filled' : 'default'}
        onClick={() => onChange('search')}
        tabIndex={-1}
      >
        {t('searchDialog.modeSearch')}
      </Button>
      {tooltip ? (
        <Tooltip label={tooltip} multiline w={280} withArrow>
          <span data-testid="ask-ai-disabled">{ask}</span>
        </Tooltip>
      ) : (
        ask
      )}
    </Group>
  );
}
