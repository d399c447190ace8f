import { describe, expect, it } from 'vitest';
import {
  ANSWER_COVERAGE,
  answerBasis,
  answerSources,
  conceptWeight,
  contentTerms,
  corrections,
  editDistance,
  extractiveAnswer,
  questionConcepts,
  searchTermOf,
  stem,
  typoAllowance,
  vocabularyOf,
  wordsOf,
} from '../src/index.ts';

const vocabulary = vocabularyOf([
  'Encryption at rest. Customer data is encrypted with AES-256.',
  'Encryption in transit. All connections use TLS 1.2 or higher.',
  'Single sign-on (SSO). Customers can require SAML 2.0 single sign-on.',
  'Tenant isolation. Every query is scoped by tenant with row-level security.',
  'Penetration testing. Independent penetration tests are performed annually.',
]);

describe('question words (docs/search.md, How an answer is chosen)', () => {
  it('reads letters and digits apart and binds a number to the word before it', () => {
    expect(wordsOf('SOC2 Type-II')).toEqual(['soc', '2', 'type', 'ii']);
    expect(contentTerms('Do you have a SOC 3 report?')).toEqual(['soc', '3', 'soc3', 'report']);
    expect(contentTerms('ISO/IEC 27001:2022')).toContain('iso27001');
  });

  it('stems short plurals but not access or status', () => {
    expect(stem('keys')).toBe('key');
    expect(stem('logs')).toBe('log');
    expect(stem('access')).toBe('access');
    expect(stem('status')).toBe('status');
  });

  it('counts edits, a swap of neighbours as one, and stops past the limit', () => {
    expect(editDistance('encrpyt', 'encrypt', 2)).toBe(1);
    expect(editDistance('seperat', 'separat', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abc', 'xyzuvw', 1)).toBe(2);
  });

  it('allows no slip below five letters, one up to seven, two from eight', () => {
    expect([4, 5, 7, 8].map(typoAllowance)).toEqual([0, 1, 1, 2]);
  });

  it('corrects a slip to the nearest words of the vocabulary, and nothing too far', () => {
    expect(corrections(stem('encrpyted'), vocabulary)).toEqual(['encrypt']);
    expect(corrections(stem('penetation'), vocabulary)).toEqual(['penetr']);
    expect(corrections('bitcoin', vocabulary)).toEqual([]);
    expect(corrections('tls', vocabulary)).toEqual([]);
  });

  it('reads abbreviations as the phrases they stand for', () => {
    const [sso] = questionConcepts('sso?', vocabulary);
    expect(sso?.alternatives).toContainEqual(['singl', 'sign']);
    expect(sso?.known).toBe(true);
    expect(searchTermOf('sso?', questionConcepts('sso?', vocabulary))).toBe('sso single sign on');
  });

  it('marks what the content never names, and weighs it most', () => {
    const concepts = questionConcepts('Is tenant data in bitcoin?', vocabulary);
    const bitcoin = concepts.find((c) => c.asked === 'bitcoin');
    const tenant = concepts.find((c) => c.asked === 'tenant');
    expect(bitcoin?.known).toBe(false);
    expect(tenant?.known).toBe(true);
    if (!bitcoin || !tenant) throw new Error('missing concepts');
    expect(conceptWeight(bitcoin, vocabulary)).toBeGreaterThan(conceptWeight(tenant, vocabulary));
    expect(conceptWeight(bitcoin, undefined)).toBe(1);
  });

  it('reads a slip before the synonyms, so a misspelt name still finds its phrase', () => {
    const [isolation] = questionConcepts('seperation?', vocabulary);
    expect(isolation?.alternatives).toContainEqual(['isol']);
    expect(isolation?.known).toBe(true);
  });

  it('marks a synonym the content names under none of its names as unknown', () => {
    const [dlp] = questionConcepts('Do you use DLP?', vocabulary);
    expect(dlp?.alternatives).toContainEqual(['data', 'loss', 'prevent']);
    expect(dlp?.known).toBe(false);
    const [mfa] = questionConcepts(
      'Is 2FA enforced?',
      vocabularyOf(['Multi-factor authentication']),
    );
    expect(mfa?.known).toBe(true);
  });

  it('holds concepts joined by or as one, either naming it', () => {
    const concepts = questionConcepts('Is encryption or isolation used?', vocabulary);
    expect(concepts[0]?.asked).toBe('encryption or isolation');
    const [either] = concepts;
    expect(either?.alternatives).toContainEqual(['encrypt']);
    expect(either?.alternatives).toContainEqual(['isol']);
  });

  it('meets a word the content names in a longer form, without correcting it', () => {
    const [classified] = questionConcepts('classification', vocabularyOf(['Data is classified.']));
    expect(classified?.known).toBe(true);
    expect(stem('hiring')).toBe(stem('hire'));
  });

  it('leaves a question search already reads as typed', () => {
    expect(searchTermOf('tenant isolation', questionConcepts('tenant isolation', vocabulary))).toBe(
      null,
    );
  });
});

describe('extractive answer with a vocabulary', () => {
  const passages = [
    {
      title: 'Encryption at rest',
      text: 'Customer data is encrypted with AES-256 using keys in a managed service.',
    },
    { title: 'Single sign-on (SSO)', text: 'Customers can require SAML 2.0 single sign-on.' },
  ];

  it('answers despite a slip and an abbreviation', () => {
    expect(extractiveAnswer('is data encrpyted?', passages, vocabulary).cited).toEqual([0]);
    expect(extractiveAnswer('Do you support SSO?', passages, vocabulary).cited).toEqual([1]);
  });

  it('refuses when the rare part of the question is named nowhere', () => {
    expect(
      extractiveAnswer('Is data encrypted with quantum lattices?', passages, vocabulary),
    ).toEqual({
      answer: null,
      cited: [],
    });
  });

  it('keeps the calibrated threshold between half and all of the question', () => {
    expect(ANSWER_COVERAGE).toBeGreaterThanOrEqual(0.5);
    expect(ANSWER_COVERAGE).toBeLessThan(1);
  });
});

describe('answer basis (docs/search.md, Ask AI)', () => {
  it('names each source with its section, in citation order', () => {
    expect(
      answerBasis([
        { title: 'SOC 2 Type II Report', subtitle: 'Reports' },
        { title: 'Do you have a SOC 2 Type II report?', subtitle: 'FAQ' },
      ]),
    ).toBe('Based on: SOC 2 Type II Report, Reports; Do you have a SOC 2 Type II report?, FAQ');
  });

  it('leaves out an empty section and has no line without sources', () => {
    expect(answerBasis([{ title: 'Status page', subtitle: '' }])).toBe('Based on: Status page');
    expect(answerBasis([])).toBeNull();
  });

  it('names the sources alone, for the line in another language', () => {
    expect(
      answerSources([
        { title: 'SOC 2 Type II Report', subtitle: 'Reports' },
        { title: 'Status page', subtitle: 'Status page' },
      ]),
    ).toBe('SOC 2 Type II Report, Reports; Status page');
    expect(answerSources([])).toBeNull();
  });
});
