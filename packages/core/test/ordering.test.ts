import { describe, expect, it } from 'vitest';
import {
  bridgeLetterFileName,
  fileNameTooltip,
  canOpenAppPath,
  formatDate,
  moveInList,
  formatLetterDate,
  isSectionEnabled,
  normalizeSectionOrder,
  recentUpdateTopic,
  sortCards,
  sortCardItems,
  sortTopics,
  type TTopic,
} from '../src/index.ts';

describe('sortCardItems', () => {
  const item = (
    id: number,
    enabledState: 'enabled' | 'work_in_progress' | 'not_enabled',
    title = `Item ${id}`,
    provider?: string,
  ) => ({
    id,
    enabledState,
    title,
    details: provider ? { grade: { provider } } : {},
  });

  it('puts enabled first, then in progress, then not enabled, keeping order within a state', () => {
    const items = [
      item(1, 'not_enabled'),
      item(2, 'work_in_progress'),
      item(3, 'enabled'),
      item(4, 'enabled'),
    ];
    expect(sortCardItems('DataSecurity', items).map((i) => i.id)).toEqual([3, 4, 2, 1]);
  });
  it('puts the scorecard provider first among grades', () => {
    const grades = [
      item(1, 'enabled', 'BitSight', 'bitsight'),
      item(2, 'enabled', 'SecurityScorecard', 'securityscorecard'),
    ];
    expect(sortCardItems('SecurityGrades', grades).map((i) => i.id)).toEqual([2, 1]);
  });
  it('puts subprocessors first within Legal, but not in other cards', () => {
    const legal = [item(1, 'enabled', 'Terms of Service'), item(2, 'enabled', 'Subprocessor list')];
    expect(sortCardItems('Legal', legal).map((i) => i.id)).toEqual([2, 1]);
    expect(sortCardItems('Policies', legal).map((i) => i.id)).toEqual([1, 2]);
  });
  it('keeps the enabled state first over a priority', () => {
    const legal = [item(1, 'enabled', 'Terms'), item(2, 'work_in_progress', 'Subprocessors')];
    expect(sortCardItems('Legal', legal).map((i) => i.id)).toEqual([1, 2]);
  });
});

describe('sortCards', () => {
  it('puts Reports first among cards', () => {
    const cards = [
      { kind: 'Policies' as const },
      { kind: 'Legal' as const },
      { kind: 'Reports' as const },
    ];
    expect(sortCards(cards).map((c) => c.kind)).toEqual(['Reports', 'Policies', 'Legal']);
  });
});

describe('sections', () => {
  const state = { hiddenSections: [], knowledgeBaseEntries: 1, topics: 1, helpConfigured: true };
  it('counts a section enabled unless hidden, with content rules for kb, updates and help', () => {
    expect(isSectionEnabled('documents', state)).toBe(true);
    expect(isSectionEnabled('documents', { ...state, hiddenSections: ['documents'] })).toBe(false);
    expect(isSectionEnabled('knowledge_base', { ...state, knowledgeBaseEntries: 0 })).toBe(false);
    expect(isSectionEnabled('trust_center_updates', { ...state, topics: 0 })).toBe(false);
    expect(isSectionEnabled('help', { ...state, helpConfigured: false })).toBe(false);
  });
  it('completes a stored order and keeps overview/certifications combined or split', () => {
    expect(normalizeSectionOrder(['documents'])).toEqual([
      'documents',
      'overview_and_certifications',
      'cards',
      'trusted_by',
      'subprocessors',
      'knowledge_base',
      'trust_center_updates',
      'help',
    ]);
    const split = normalizeSectionOrder(['certifications', 'cards']);
    expect(split).toContain('overview');
    expect(split).not.toContain('overview_and_certifications');
    expect(new Set(split).size).toBe(split.length);
  });
});

describe('trust updates', () => {
  const topic = (id: string, createdAt: string, isPinned = false): TTopic => ({
    id,
    subject: id,
    category: 'general',
    isPinned,
    updates: [{ id: `${id}-u`, createdAt, message: 'm', spAudience: 'public' }],
  });
  const now = new Date('2026-11-22T12:00:00Z');

  it('shows the notification bar for an update of the last 24 hours only', () => {
    expect(recentUpdateTopic([topic('a', '2026-11-21T12:00:00Z')], now)?.id).toBe('a');
    expect(recentUpdateTopic([topic('a', '2026-11-21T11:59:59Z')], now)).toBeNull();
    expect(recentUpdateTopic([], now)).toBeNull();
  });
  it('sorts pinned topics first, then newest', () => {
    const sorted = sortTopics([
      topic('old', '2026-01-01T00:00:00Z'),
      topic('new', '2026-11-01T00:00:00Z'),
      topic('pinned', '2025-01-01T00:00:00Z', true),
    ]);
    expect(sorted.map((t) => t.id)).toEqual(['pinned', 'new', 'old']);
  });
  it("formats dates as 'MMMM d, yyyy' and letters as 'MMMM dd, yyyy'", () => {
    expect(formatDate('2026-11-02T10:00:00Z')).toBe('November 2, 2026');
    expect(formatLetterDate(new Date('2026-11-02T10:00:00Z'))).toBe('November 02, 2026');
  });
});

describe('bridge letters and app routes', () => {
  it('names a bridge letter {org}-{title}.pdf with dashes for spaces', () => {
    expect(bridgeLetterFileName('Acme Corp', 'SOC 2 Type II Report')).toBe(
      'Acme-Corp-SOC-2-Type-II-Report.pdf',
    );
  });
  it('shows a file name whole in a tooltip only over 60 characters', () => {
    expect(fileNameTooltip('a'.repeat(60))).toBeNull();
    expect(fileNameTooltip('a'.repeat(61))).toBe('a'.repeat(61));
  });
  it('guards app sections by their scope', () => {
    expect(canOpenAppPath('/app/settings/portal', ['app:settings'])).toBe(true);
    expect(canOpenAppPath('/app/settings', ['app:cards'])).toBe(false);
    expect(canOpenAppPath('/app', [])).toBe(true);
  });
});

describe('moveInList', () => {
  it.each([
    [1, 'top', ['b', 'a', 'c']],
    [1, 'up', ['b', 'a', 'c']],
    [0, 'up', ['a', 'b', 'c']],
    [1, 'down', ['a', 'c', 'b']],
    [2, 'down', ['a', 'b', 'c']],
    [0, 'bottom', ['b', 'c', 'a']],
    [5, 'top', ['a', 'b', 'c']],
  ] as const)('moves index %i %s', (index, move, expected) => {
    expect(moveInList(['a', 'b', 'c'], index, move)).toEqual(expected);
  });
});
