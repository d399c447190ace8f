/**
 * Which texts a spreadsheet runs as a formula (docs/questionnaires.md, Importing and exporting
 * files): every one starting with `=`, `+`, `@`, a tab, a carriage return, or `-` that is not a
 * plain negative number.
 */
import { describe, expect, it } from 'vitest';
import { runsAsFormula } from '../src/index.ts';

describe('runsAsFormula', () => {
  it('catches formulas however they start, and leaves numbers and text', () => {
    const formulas = [
      '=HYPERLINK("https://evil.example","Click")',
      '+1+1',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      "-1+cmd|' /C calc'!A0",
      "- cmd|' /C calc'!A0",
      '-2+3',
      '-A1',
      '- 1+1',
    ];
    const values = ['-5', '-2.5', '-1,000.50', '-10%', 'Yes', '5-6', '', 'N/A', ' =1'];
    expect(formulas.filter((f) => !runsAsFormula(f))).toEqual([]);
    expect(values.filter((v) => runsAsFormula(v))).toEqual([]);
  });
});
