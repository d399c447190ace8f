import { describe, expect, it } from 'vitest';
import {
  GRADE_MESSAGES as G,
  GRADE_PROVIDERS,
  gradeFieldRules,
  validateGradeEntry,
  type GradeEntryErrors,
} from '../src/index.ts';

const entry = (
  provider: string,
  fields: Partial<{ label: string; url: string; grade: string }>,
) => ({
  provider,
  label: 'Rating',
  url: '',
  grade: '',
  ...fields,
});

describe('validateGradeEntry (docs/editing.md, Security grades)', () => {
  it.each<[string, Partial<{ label: string; url: string; grade: string }>, GradeEntryErrors]>([
    ['securityscorecard', { grade: 'A' }, {}],
    ['securityscorecard', {}, { grade: G.getGrade }],
    ['securityscorecard', { label: ' ', grade: 'B+' }, { label: G.required }],
    ['bitsight', { url: 'acme.com', grade: '700' }, {}],
    ['bitsight', { url: 'www.acme.com', grade: '700' }, { url: G.domainFormat }],
    ['bitsight', { url: 'https://acme.com', grade: '700' }, { url: G.domainFormat }],
    ['bitsight', { grade: '700' }, { url: G.required }],
    ['bitsight', { url: 'acme.com', grade: '900' }, { grade: G.gradeScale }],
    ['blackkite', { grade: 'A+' }, {}],
    ['blackkite', { grade: 'G' }, { grade: G.gradeScale }],
    ['panorays', { grade: '1000' }, {}],
    ['panorays', {}, { grade: G.required }],
    ['upguard', { grade: 'E' }, {}],
    ['upguard', { grade: 'B+' }, { grade: G.gradeScale }],
    ['upguard', { grade: '951' }, { grade: G.gradeScale }],
    ['cyberwrite', { grade: '3' }, {}],
    ['riskrecon', { grade: '7.5' }, {}],
    ['riskrecon', { grade: '7.55' }, { grade: G.gradeScale }],
    ['riskrecon', { grade: 'A-' }, { grade: G.gradeScale }],
    ['internetnl', { url: 'https://internet.nl/site/acme.com/' }, {}],
    ['internetnl', {}, { url: G.required }],
    [
      'internetnl',
      { url: 'https://evil.example/site/' },
      { url: G.urlPrefix('https://internet.nl/site/') },
    ],
    [
      'observatory',
      { url: 'https://developer.mozilla.org/en-US/observatory/analyze?host=acme.com', grade: 'A' },
      {},
    ],
    ['hstspreload', { url: 'https://hstspreload.org/?domain=acme.com' }, {}],
    ['immuniweb', { url: 'https://www.immuniweb.com/websec/acme.com/' }, {}],
    [
      'ssllabs',
      { url: 'https://www.ssllabs.com/ssltest/analyze.html?d=acme.com', grade: 'A+' },
      {},
    ],
    [
      'securityheaders',
      { url: 'http://securityheaders.com/?q=acme.com' },
      { url: G.urlPrefix('https://securityheaders.com/?q=') },
    ],
    ['nobody', {}, { provider: G.unknownProvider }],
  ])('%s %j', (provider, fields, expected) => {
    expect(validateGradeEntry(entry(provider, fields))).toEqual(expected);
  });
});

describe('gradeFieldRules (docs/integrations.md, Security grades; docs/editing.md, Security grades)', () => {
  it.each([
    ['securityscorecard', 'Domain', false, true, 'A+ to F'],
    ['bitsight', 'Domain', true, false, '300 to 820'],
    ['blackkite', 'Link', false, false, 'A+ to F'],
    ['panorays', 'Link', false, false, '0 to 1000'],
    ['upguard', 'Link', false, false, '0 to 950, or A to E (no plus or minus)'],
    ['cyberwrite', 'Link', false, false, '1 to 5'],
    [
      'riskrecon',
      'Link',
      false,
      false,
      '0 to 10 with at most one decimal, or A to F (no plus or minus)',
    ],
    ['ssllabs', 'Link', true, false, 'Optional: the report shows the grade'],
    ['securityheaders', 'Link', true, false, 'Optional: the report shows the grade'],
  ])('%s', (provider, urlLabel, urlRequired, gradeReadOnly, scaleHint) => {
    expect(gradeFieldRules(provider)).toMatchObject({
      urlLabel,
      urlRequired,
      gradeReadOnly,
      scaleHint,
    });
  });

  it('gives every one of the thirteen providers its fields, and none to an unknown one', () => {
    expect(GRADE_PROVIDERS).toHaveLength(13);
    for (const provider of GRADE_PROVIDERS) expect(gradeFieldRules(provider.id)).not.toBeNull();
    expect(gradeFieldRules('nobody')).toBeNull();
  });

  it('offers the provider prefix as the link placeholder', () => {
    expect(gradeFieldRules('hstspreload')?.urlPlaceholder).toBe(
      'https://hstspreload.org/?domain=acme.com',
    );
  });
});
