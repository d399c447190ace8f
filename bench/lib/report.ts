/** The figures table every benchmark adds a row to, printed once at the end. */

export type Verdict = 'ok' | 'OVER BUDGET' | 'info' | 'skipped' | 'FAILED';

export interface Row {
  measure: string;
  value: string;
  budget: string;
  verdict: Verdict;
}

export class Report {
  readonly rows: Row[] = [];

  /** A figure checked against a budget. */
  check(measure: string, value: string, budget: string, isWithinBudget: boolean) {
    this.rows.push({ measure, value, budget, verdict: isWithinBudget ? 'ok' : 'OVER BUDGET' });
  }

  /** A figure without a budget, shown for context. */
  info(measure: string, value: string) {
    this.rows.push({ measure, value, budget: '', verdict: 'info' });
  }

  skipped(measure: string, reason: string) {
    this.rows.push({ measure, value: reason, budget: '', verdict: 'skipped' });
  }

  /** A part of the benchmark that threw or gave no figure: no value to judge. */
  failed(measure: string, reason: string) {
    this.rows.push({ measure, value: reason, budget: '', verdict: 'FAILED' });
  }

  /** A figure missed its budget. */
  get hasFailures(): boolean {
    return this.rows.some((row) => row.verdict === 'OVER BUDGET');
  }

  /** A part threw or gave no figure. */
  get hasBrokenParts(): boolean {
    return this.rows.some((row) => row.verdict === 'FAILED');
  }

  /**
   * Runs one part of the benchmark: an error it throws, or no row added, becomes a FAILED row
   * named `part` instead of ending the run.
   */
  async part(part: string, run: () => Promise<void>): Promise<void> {
    const before = this.rows.length;
    try {
      await run();
    } catch (error) {
      console.error(error);
      const message = error instanceof Error ? error.message : String(error);
      this.failed(part, `threw: ${message.split('\n')[0]?.slice(0, 80) ?? ''}`);
      return;
    }
    if (this.rows.length === before) this.failed(part, 'gave no figure');
  }

  /** A plain-text table, columns padded to their widest cell. */
  render(): string {
    const header: Row = { measure: 'measure', value: 'value', budget: 'budget', verdict: 'ok' };
    const cells = [header, ...this.rows].map((r) => [
      r.measure,
      r.value,
      r.budget,
      r === header ? 'verdict' : r.verdict,
    ]);
    const widths = [0, 1, 2, 3].map((i) => Math.max(...cells.map((c) => (c[i] ?? '').length)));
    const line = (c: string[]) =>
      c
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd();
    const rule = widths.map((w) => '-'.repeat(w)).join('  ');
    const [head, ...body] = cells;
    return [line(head ?? []), rule, ...body.map(line)].join('\n');
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const perSecond = (n: number) => `${Math.round(n).toLocaleString('en-US')} req/s`;
