import { describe, expect, it } from 'vitest';
import {
  ANSWER_BAR,
  DRAFT_REASONS,
  closedAnswer,
  confidenceOf,
  engineAnswer,
  engineText,
  indexPassages,
  mainQuestion,
  questionForm,
  topicConcepts,
  verdictOf,
  type EnginePassage,
} from '../src/index.ts';

const PASSAGES: EnginePassage[] = [
  {
    source: 0,
    title: 'Encryption at rest',
    text: 'Customer data in databases and backups is encrypted with AES-256 using keys in a managed KMS.',
  },
  {
    source: 1,
    title: 'Multi-factor authentication for staff',
    text: 'Every employee signs in to company systems through single sign-on with security keys.',
  },
  {
    source: 2,
    title: 'Tenant isolation',
    text: 'Every query is scoped by tenant identifier and enforced by row-level security.',
  },
  {
    source: 3,
    title: 'Is customer data encrypted at rest?',
    text: 'Yes. All customer data is encrypted at rest with AES-256.',
  },
  {
    source: 4,
    title: 'Security Whitepaper',
    text: 'Backups are replicated to a second region. Laptops use full-disk encryption.',
    prior: 0.75,
  },
  {
    source: 5,
    title: 'Payment cards',
    text: 'No. Card data never touches our systems; a PCI DSS provider processes payments.',
  },
];
const index = indexPassages(PASSAGES);

describe('the answer engine (docs/search.md, How an answer is chosen)', () => {
  it('answers questionnaire wording from the passage that covers it, citing up to three sources', () => {
    const answer = engineAnswer(
      index,
      'Is all customer data encrypted at rest? Specify the algorithm and key length.',
    );
    expect(answer?.sources).toEqual(expect.arrayContaining([0, 3]));
    expect(answer?.sources.length).toBeLessThanOrEqual(3);
    expect(answer?.coverage).toBeGreaterThanOrEqual(ANSWER_BAR);
    if (!answer) throw new Error('No answer');
    expect(engineText(answer)).toMatch(/AES-256.*\[1\]/);
  });

  it('reads abbreviations, other words for the same thing and spelling slips', () => {
    expect(engineAnswer(index, 'Is MFA mandatory for staff logins?')?.sources[0]).toBe(1);
    expect(engineAnswer(index, 'Whats your encyrption at rest standard?')?.sources).toContain(0);
    expect(
      engineAnswer(index, "How is one customer's data separated from other tenants?")?.sources[0],
    ).toBe(2);
  });

  it('refuses a question whose subject the passages never name', () => {
    expect(engineAnswer(index, 'Do you use quantum key distribution?')).toBeNull();
    expect(engineAnswer(index, 'Are you FERPA compliant for student records?')).toBeNull();
    expect(engineAnswer(indexPassages([]), 'Is data encrypted at rest?')).toBeNull();
  });

  it('reads a verb the content never names as phrasing, and a noun it never names as a topic', () => {
    const question = 'What happens to data encrypted at rest when a key is compromised?';
    expect(engineAnswer(index, question)).toBeNull();
    const verbs = indexPassages(PASSAGES, new Set(['happens', 'compromised']));
    expect(engineAnswer(verbs, question)?.sources).toContain(0);
    // 'quantum' and 'distribution' are not verbs: the content still lacks the topic.
    expect(engineAnswer(verbs, 'Do you use quantum key distribution?')).toBeNull();
    // A verb the content names is a topic word like any other.
    expect(
      topicConcepts('Is data encrypted?', verbs.vocabulary, new Set(['encrypted'])).map(
        (c) => c.asked,
      ),
    ).toEqual(['data', 'encrypted']);
  });

  it('prefers an answer written as one to the running text of a document', () => {
    const answer = engineAnswer(index, 'Are backups encrypted?');
    expect(answer?.sources[0]).toBe(0);
  });
});

describe('question parts', () => {
  it('finds the main question and leaves questionnaire phrasing out of the subject', () => {
    expect(mainQuestion('IAM-01.2 Is MFA enforced? Describe the factors used.')).toBe(
      'Is MFA enforced?',
    );
    const asked = topicConcepts(
      'Does the vendor have a documented process to encrypt institutional data?',
      index.vocabulary,
    ).map((c) => c.asked);
    expect(asked).toEqual(['encrypt', 'data']);
  });
});

describe('short answers', () => {
  it('tells closed questions from open ones', () => {
    expect(questionForm('Is data encrypted at rest?')).toBe('yes_no');
    expect(questionForm('A.1 Do you have a risk register?')).toBe('yes_no');
    expect(questionForm('Confirm whether backups are tested')).toBe('yes_no');
    expect(questionForm('Describe how backups are tested.')).toBe('text');
    expect(questionForm('Where is customer data hosted?')).toBe('text');
  });

  it('reads the verdict the evidence gives, and decides nothing on what is not yet so', () => {
    expect(verdictOf('Yes. All customer data is encrypted.')).toBe('yes');
    expect(verdictOf('No. Card data never touches our systems.')).toBe('no');
    expect(verdictOf('We do not store card data.')).toBe('no');
    expect(verdictOf('Backups are encrypted.')).toBe('yes');
    expect(verdictOf('Customers will be able to bring their own keys.')).toBe('undecided');
    expect(verdictOf('This is not applicable to our service.')).toBe('na');
  });

  it("answers with the column's own value when it offers a list", () => {
    expect(closedAnswer('yes', null)).toBe('Yes');
    expect(closedAnswer('no', ['Y', 'N', 'N/A'])).toBe('N');
    expect(closedAnswer('na', ['Yes', 'No', 'Not applicable'])).toBe('Not applicable');
    expect(closedAnswer('yes', ['Implemented', 'Partially', 'Not implemented'])).toBe(
      'Implemented',
    );
    expect(closedAnswer('undecided', ['Yes', 'No'])).toBeNull();
    expect(closedAnswer('yes', ['Low', 'High'])).toBeNull();
  });
});

describe('confidence', () => {
  it('is high when the best passage states it, lower as it covers less, with its reason', () => {
    expect(confidenceOf({ coverage: 0.9, sources: 2 })).toEqual({
      confidence: 'high',
      reason: DRAFT_REASONS.highMany.replace('{n}', '2'),
    });
    expect(confidenceOf({ coverage: 0.85, sources: 1 }).confidence).toBe('high');
    expect(confidenceOf({ coverage: 0.7, sources: 3 }).confidence).toBe('medium');
    expect(confidenceOf({ coverage: 0.6, sources: 1 })).toEqual({
      confidence: 'low',
      reason: DRAFT_REASONS.low,
    });
  });
});
