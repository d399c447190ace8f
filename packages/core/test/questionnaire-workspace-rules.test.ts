import { describe, expect, it } from 'vitest';
import {
  answersDiffer,
  canOpenAppPath,
  STAFF_SCOPES,
  findConflicts,
  isNearDuplicate,
  learnsFromApproval,
  memberDraftView,
  memberQuestionnaireStatus,
  nearestEntry,
  nextQuestionState,
  tokenOverlap,
  workspaceProgress,
  workspaceStatusOf,
  type QuestionFacts,
  type TDraft,
} from '../src/index.ts';

const draft = (over: Partial<TDraft> = {}): TDraft => ({
  answer: 'Yes',
  explanation: 'All data is encrypted at rest.',
  confidence: 'high',
  reason: 'One source states it directly.',
  sources: [{ type: 'control', title: 'Encryption', url: null, internal: false }],
  ...over,
});
const none = draft({ answer: null, explanation: null, confidence: null, sources: [] });
const facts = (over: Partial<QuestionFacts>): QuestionFacts => ({
  state: 'new',
  draft: null,
  editedAnswer: null,
  ...over,
});

describe('question states', () => {
  it('a draft with an answer is drafted, one without needs a person', () => {
    expect(nextQuestionState(facts({}), { kind: 'drafted', draft: draft() })).toEqual({
      ok: true,
      state: 'drafted',
    });
    expect(nextQuestionState(facts({}), { kind: 'drafted', draft: none })).toEqual({
      ok: true,
      state: 'needs_person',
    });
  });

  it("a new draft keeps staff's edit and approval", () => {
    for (const state of ['edited', 'approved'] as const) {
      expect(nextQuestionState(facts({ state }), { kind: 'drafted', draft: draft() })).toEqual({
        ok: true,
        state,
      });
    }
  });

  it('approving needs an answer: the draft’s or staff’s', () => {
    const refused = nextQuestionState(facts({ state: 'needs_person', draft: none }), {
      kind: 'approve',
    });
    expect(refused).toMatchObject({ ok: false, code: 'answer_required' });
    expect(
      nextQuestionState(facts({ state: 'edited', draft: none, editedAnswer: 'No' }), {
        kind: 'approve',
      }),
    ).toEqual({ ok: true, state: 'approved' });
  });

  it('unapproving returns to edited, else to what the draft gives; revert drops the edit', () => {
    expect(
      nextQuestionState(facts({ state: 'approved', draft: draft(), editedAnswer: 'No' }), {
        kind: 'unapprove',
      }),
    ).toEqual({ ok: true, state: 'edited' });
    expect(
      nextQuestionState(facts({ state: 'approved', draft: none }), { kind: 'unapprove' }),
    ).toEqual({ ok: true, state: 'needs_person' });
    expect(
      nextQuestionState(facts({ state: 'edited', draft: draft() }), { kind: 'revert' }),
    ).toEqual({ ok: true, state: 'drafted' });
  });

  it('only an answer staff wrote or changed is learned', () => {
    expect(learnsFromApproval('edited')).toBe(true);
    expect(learnsFromApproval('needs_person')).toBe(true);
    expect(learnsFromApproval('drafted')).toBe(false);
  });

  it('the questionnaire is done once every question is approved; progress counts', () => {
    expect(workspaceStatusOf('review', ['approved', 'approved'])).toBe('done');
    expect(workspaceStatusOf('done', ['approved', 'edited'])).toBe('review');
    expect(workspaceStatusOf('drafting', ['approved'])).toBe('drafting');
    expect(workspaceProgress('drafting', ['new', 'drafted', 'needs_person'])).toEqual({
      done: 2,
      total: 3,
    });
    expect(workspaceProgress('review', ['approved', 'drafted'])).toEqual({ done: 1, total: 2 });
  });
});

describe('the workspace in the private app', () => {
  it('opens with app:questionnaires, no longer with app:accounts', () => {
    expect(canOpenAppPath('/app/questionnaires/abc', ['app:questionnaires'])).toBe(true);
    expect(canOpenAppPath('/app/questionnaires', ['app:accounts'])).toBe(false);
    expect(STAFF_SCOPES).toContain('app:questionnaires');
  });
});

describe('question similarity', () => {
  it('finds nearly the same question whatever its words’ case, plural and punctuation', () => {
    expect(isNearDuplicate('Do you encrypt data at rest?', 'Is data encrypted at rest?')).toBe(
      false,
    );
    expect(isNearDuplicate('Do you encrypt backups?', 'Do you encrypt your backup?')).toBe(true);
    expect(isNearDuplicate('Do you encrypt backups?', 'Do you test backups?')).toBe(false);
    expect(tokenOverlap('', 'anything')).toBe(0);
  });

  it('picks the closest entry above the bar', () => {
    const entries = [
      { id: '1', question: 'Do you test backups yearly?' },
      { id: '2', question: 'Do you encrypt backups?' },
    ];
    expect(nearestEntry('Do you encrypt your backups?', entries)?.id).toBe('2');
    expect(nearestEntry('Is there a bug bounty?', entries)).toBeNull();
  });

  it('two answers differ by opposite Yes and No, or by their words', () => {
    expect(answersDiffer('Yes. Daily.', 'No, never.')).toBe(true);
    expect(answersDiffer('Yes, daily', 'Yes. Every day.')).toBe(false);
    expect(answersDiffer('AES-256 at rest', 'AES-256 at rest and in transit')).toBe(false);
    expect(answersDiffer('Quarterly penetration tests', 'We rely on a bug bounty')).toBe(true);
  });

  it('lists entries answering nearly the same question differently as conflicts', () => {
    const pairs = findConflicts([
      { id: 'a', question: 'Do you encrypt backups?', answer: 'Yes.' },
      { id: 'b', question: 'Do you encrypt your backups?', answer: 'No.' },
      { id: 'c', question: 'Do you encrypt backup?', answer: 'Yes, always.' },
      { id: 'd', question: 'Is there a bug bounty?', answer: 'No.' },
    ]);
    expect(pairs.map(([x, y]) => `${x.id}${y.id}`)).toEqual(['ab', 'bc']);
  });
});

describe("the member's side", () => {
  const base = { ref: 'A.1', section: null, text: 'Do you encrypt backups?' };
  const internal = draft({
    sources: [
      { type: 'control', title: 'Staff only', url: null, internal: true },
      { type: 'fact', title: 'Public fact', url: null, internal: false },
    ],
  });

  it('status: received, in review, answered', () => {
    expect(memberQuestionnaireStatus(null)).toBe('received');
    expect(memberQuestionnaireStatus({ status: 'review', sentAt: null })).toBe('in_review');
    expect(memberQuestionnaireStatus({ status: 'done', sentAt: new Date() })).toBe('answered');
  });

  it('an approved answer reaches the member without its internal sources', () => {
    const view = memberDraftView(
      {
        ...base,
        approved: true,
        answer: 'Yes',
        explanation: 'x',
        sources: internal.sources,
        memberDraft: null,
      },
      false,
    );
    expect(view.state).toBe('reviewed');
    expect(view.sources).toEqual([{ type: 'fact', title: 'Public fact', url: null }]);
  });

  it('a high-confidence member draft reaches them at once only when the setting is on', () => {
    const q = {
      ...base,
      approved: false,
      answer: 'Yes',
      explanation: 'staff explanation',
      sources: internal.sources,
      memberDraft: draft(),
    };
    expect(memberDraftView(q, true)).toMatchObject({ state: 'instant', answer: 'Yes' });
    expect(memberDraftView(q, false)).toMatchObject({ state: 'pending', answer: null });
    expect(
      memberDraftView({ ...q, memberDraft: draft({ confidence: 'medium' }) }, true),
    ).toMatchObject({ state: 'pending', answer: null, sources: [] });
    // The staff draft never stands in for the member's.
    expect(memberDraftView({ ...q, memberDraft: null }, true).state).toBe('pending');
  });
});
