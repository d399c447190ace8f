import { describe, expect, it } from 'vitest';
import {
  SEARCH_MESSAGES,
  aiAccessLevelOf,
  aiTooltipOf,
  contentTerms,
  extractiveAnswer,
  groupResults,
  visibleResults,
  mayGetAnswer,
  nextListSize,
  publicViewer,
  reachOf,
  resultsPanelHeight,
  searchSourceOf,
  type AiAccessInput,
} from '../src/index.ts';

const full: AiAccessInput = {
  mode: 'account',
  isPreviewingTarget: false,
  hasAiPlan: true,
  aiEnabled: true,
  aiDatastoreSetup: true,
};

describe('AI access level (docs/search.md, Ask AI)', () => {
  it('is None in public and main modes and for a bare preview', () => {
    expect(aiAccessLevelOf({ ...full, mode: 'public' })).toBe('None');
    expect(aiAccessLevelOf({ ...full, mode: 'main' })).toBe('None');
    expect(aiAccessLevelOf({ ...full, mode: 'preview' })).toBe('None');
  });
  it('needs the plan when previewing, and AI switched on', () => {
    const preview = { ...full, mode: 'preview' as const, isPreviewingTarget: true };
    expect(aiAccessLevelOf({ ...preview, hasAiPlan: false })).toBe('RequiresPaidPlan');
    expect(aiAccessLevelOf({ ...preview, aiEnabled: false })).toBe('UserDisabled');
    expect(aiAccessLevelOf(preview)).toBe('Full');
    expect(aiAccessLevelOf({ ...full, aiEnabled: false })).toBe('UserDisabled');
    expect(aiAccessLevelOf({ ...full, hasAiPlan: false })).toBe('None');
    expect(aiAccessLevelOf({ ...full, aiDatastoreSetup: false })).toBe('None');
    expect(aiAccessLevelOf(full)).toBe('Full');
  });
  it('gives the tooltips of the disabled button, and answers only with Full and the setting', () => {
    expect(aiTooltipOf('UserDisabled')).toBe(SEARCH_MESSAGES.aiDisabledTooltip);
    expect(aiTooltipOf('RequiresPaidPlan')).toMatch(/until you upgrade to a paid plan$/);
    expect(aiTooltipOf('Full')).toBeNull();
    expect(mayGetAnswer('Full', true)).toBe(true);
    expect(mayGetAnswer('Full', false)).toBe(false);
    expect(mayGetAnswer('UserDisabled', true)).toBe(false);
  });
});

describe('search source (docs/search.md, Sources)', () => {
  it('is the server for accounts and previews of a target, else local', () => {
    const base = { isPreviewingTarget: false, aiDatastoreSetup: true };
    expect(searchSourceOf({ ...base, mode: 'account' })).toBe('semantic');
    expect(searchSourceOf({ ...base, mode: 'preview' })).toBe('fuse');
    expect(searchSourceOf({ ...base, mode: 'preview', isPreviewingTarget: true })).toBe('semantic');
    expect(searchSourceOf({ ...base, mode: 'public' })).toBe('fuse');
    expect(searchSourceOf({ ...base, mode: 'account', aiDatastoreSetup: false })).toBe('fuse');
  });
});

describe('constants (docs/search.md, Limits)', () => {
  it('sizes the results panel and pages the simple list', () => {
    expect(resultsPanelHeight(1)).toBe(82);
    expect(resultsPanelHeight(5)).toBe(410);
    expect(resultsPanelHeight(6)).toBe(467);
    expect(nextListSize(0, 40)).toBe(15);
    expect(nextListSize(15, 40)).toBe(25);
    expect(nextListSize(35, 40)).toBe(40);
  });
});

describe('controls, facts and webpages', () => {
  it('reach everyone when public and main mode only when internal', () => {
    const viewer = publicViewer('PublicContentOnly');
    expect(reachOf(viewer, { record: { visibility: 'public' } })).toBe('open');
    expect(reachOf(viewer, { record: { visibility: 'internal' } })).toBe('none');
    const main = { ...viewer, mode: 'main' as const };
    expect(reachOf(main, { record: { visibility: 'internal' } })).toBe('open');
    expect(reachOf(publicViewer('LoginRequired'), { record: { visibility: 'public' } })).toBe(
      'none',
    );
  });
});

describe('extractive answer', () => {
  const passages = [
    {
      title: 'Encryption at rest',
      text: 'We encrypt customer data at rest with AES-256. Keys are rotated yearly.',
    },
    { title: 'Office hours', text: 'Our support team answers within one business day.' },
  ];
  it('cites the sentences that answer', () => {
    const { answer, cited } = extractiveAnswer('Do you encrypt data at rest?', passages);
    // Key rotation is read as part of encryption (the security thesaurus), so both sentences answer.
    expect(answer).toBe(
      'We encrypt customer data at rest with AES-256. [1] Keys are rotated yearly. [1]',
    );
    expect(cited).toEqual([0]);
  });
  it('says nothing when the passages do not answer', () => {
    expect(extractiveAnswer('Do you have a bug bounty?', passages)).toEqual({
      answer: null,
      cited: [],
    });
    expect(extractiveAnswer('the and of', passages).answer).toBeNull();
  });
  it('stems words so forms of one word meet', () => {
    expect(contentTerms('Encryption encrypted encrypts')).toEqual([
      'encrypt',
      'encrypt',
      'encrypt',
    ]);
  });
});

describe('result groups (docs/search.md, Search)', () => {
  const r = (type: 'Documents' | 'KnowledgeBase', id: number) => ({ type, id });
  const results = [
    r('KnowledgeBase', 1),
    r('Documents', 2),
    ...[3, 4, 5, 6].map((i) => r('KnowledgeBase', i)),
  ];
  it('groups by type in the order of each best result, three shown until expanded', () => {
    const groups = groupResults(results);
    expect(groups.map((g) => [g.label, g.items.length])).toEqual([
      ['FAQs', 5],
      ['Documents', 1],
    ]);
    expect(visibleResults(groups, new Set(), new Set()).map((x) => x.id)).toEqual([1, 3, 4, 2]);
    expect(visibleResults(groups, new Set(['KnowledgeBase']), new Set()).length).toBe(6);
    expect(visibleResults(groups, new Set(), new Set(['KnowledgeBase'])).map((x) => x.id)).toEqual([
      2,
    ]);
  });
});
