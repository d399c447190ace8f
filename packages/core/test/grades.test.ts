import { describe, expect, it } from 'vitest';
import {
  GRADE_PROVIDERS,
  gradeBand,
  isValidGrade,
  type GradeBand,
  type GradeScale,
} from '../src/index.ts';

type Row = [grade: string, band: GradeBand];

/** One provider per scale, and every band edge of that scale (docs/editing.md, Security grades). */
const BANDS: Record<string, Row[]> = {
  // 300-820: green 646-820, yellow 473-645, red 300-472
  bitsight: [
    ['299', 'neutral'],
    ['300', 'red'],
    ['472', 'red'],
    ['473', 'yellow'],
    ['645', 'yellow'],
    ['646', 'green'],
    ['820', 'green'],
    ['821', 'neutral'],
    ['A', 'neutral'],
  ],
  // 0-1000: green 666-1000, yellow 333-666, red 0-333 (a shared edge goes to the better band)
  panorays: [
    ['0', 'red'],
    ['332', 'red'],
    ['333', 'yellow'],
    ['334', 'yellow'],
    ['665', 'yellow'],
    ['666', 'green'],
    ['1000', 'green'],
    ['1001', 'neutral'],
  ],
  // 0-950 or A-E: green A/B or 601-950, yellow C or 401-600, red D/E or 0-400
  upguard: [
    ['0', 'red'],
    ['400', 'red'],
    ['401', 'yellow'],
    ['600', 'yellow'],
    ['601', 'green'],
    ['950', 'green'],
    ['951', 'neutral'],
    ['A', 'green'],
    ['B', 'green'],
    ['C', 'yellow'],
    ['D', 'red'],
    ['E', 'red'],
    ['F', 'neutral'],
    ['A+', 'neutral'],
  ],
  // 1-5: green 5, yellow 3-4, red 1-2
  cyberwrite: [
    ['0', 'neutral'],
    ['1', 'red'],
    ['2', 'red'],
    ['3', 'yellow'],
    ['4', 'yellow'],
    ['5', 'green'],
    ['6', 'neutral'],
  ],
  // 0-10 or A-F: green A/B or 8-10, yellow C or 7-8, red D/F or 0-7
  riskrecon: [
    ['0', 'red'],
    ['6.9', 'red'],
    ['7', 'yellow'],
    ['7.0', 'yellow'],
    ['7.9', 'yellow'],
    ['8', 'green'],
    ['10', 'green'],
    ['10.1', 'neutral'],
    ['A', 'green'],
    ['B', 'green'],
    ['C', 'yellow'],
    ['D', 'red'],
    ['E', 'red'],
    ['F', 'red'],
  ],
  // Letter providers: by the first letter
  securityscorecard: [
    ['A+', 'green'],
    ['A', 'green'],
    ['B-', 'green'],
    ['C', 'yellow'],
    ['C+', 'yellow'],
    ['D', 'red'],
    ['F', 'red'],
    ['', 'neutral'],
    ['95', 'neutral'],
  ],
  blackkite: [
    ['A+', 'green'],
    ['B-', 'green'],
    ['C', 'yellow'],
    ['D', 'red'],
    ['F', 'red'],
  ],
  // Report providers with a letter grade are coloured by it too
  ssllabs: [
    ['A+', 'green'],
    ['T', 'neutral'],
    ['', 'neutral'],
  ],
  observatory: [
    ['B-', 'green'],
    ['105', 'neutral'],
  ],
};

describe('gradeBand', () => {
  for (const [provider, rows] of Object.entries(BANDS)) {
    it.each(rows)(`${provider} %s → %s`, (grade, band) => {
      expect(gradeBand(provider, grade)).toBe(band);
    });
  }

  it('trims and ignores case', () => {
    expect(gradeBand('securityscorecard', ' a+ ')).toBe('green');
    expect(gradeBand('upguard', 'c')).toBe('yellow');
    expect(gradeBand('bitsight', ' 700 ')).toBe('green');
  });

  it('colours letters of unknown providers by the first letter', () => {
    expect(gradeBand('unknown', 'B+')).toBe('green');
    expect(gradeBand('unknown', '42')).toBe('neutral');
  });

  it("colours a grade on every provider's own scale", () => {
    /** A grade on each scale and the band it must get. */
    const samples: Record<GradeScale, Row> = {
      range_300_820: ['700', 'green'],
      range_0_1000: ['500', 'yellow'],
      range_0_950_or_a_e: ['D', 'red'],
      range_1_5: ['4', 'yellow'],
      range_0_10_or_a_f: ['7.5', 'yellow'],
      letter_first: ['B+', 'green'],
      url_report: ['C', 'yellow'],
    };
    for (const provider of GRADE_PROVIDERS) {
      const [grade, band] = samples[provider.scale];
      expect(gradeBand(provider.id, grade), `${provider.id} ${grade}`).toBe(band);
    }
  });
});

describe('isValidGrade', () => {
  const cases: [provider: string, grade: string, valid: boolean][] = [
    ['bitsight', '300', true],
    ['bitsight', '820', true],
    ['bitsight', '299', false],
    ['bitsight', '821', false],
    ['bitsight', '700.5', false],
    ['bitsight', 'A', false],
    ['bitsight', '', false],
    ['securityscorecard', 'A+', true],
    ['securityscorecard', 'B-', true],
    ['securityscorecard', 'C', true],
    ['securityscorecard', 'F', true],
    ['securityscorecard', 'F+', false],
    ['securityscorecard', 'G', false],
    ['securityscorecard', '90', false],
    ['panorays', '0', true],
    ['panorays', '1000', true],
    ['panorays', '1001', false],
    ['panorays', '-1', false],
    ['upguard', '950', true],
    ['upguard', '951', false],
    ['upguard', 'E', true],
    ['upguard', 'A+', false],
    ['upguard', 'F', false],
    ['cyberwrite', '1', true],
    ['cyberwrite', '5', true],
    ['cyberwrite', '0', false],
    ['cyberwrite', '4.5', false],
    ['riskrecon', '9.5', true],
    ['riskrecon', '10', true],
    ['riskrecon', '9.55', false],
    ['riskrecon', '10.5', false],
    ['riskrecon', 'F', true],
    ['riskrecon', 'B+', false],
    ['ssllabs', '', true],
    ['ssllabs', 'A+', true],
    ['unknown', 'A', false],
  ];
  it.each(cases)('%s %j → %s', (provider, grade, valid) => {
    expect(isValidGrade(provider, grade)).toBe(valid);
  });
});
