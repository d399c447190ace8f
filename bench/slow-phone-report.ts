/** The slow-phone figures as rows of the bench's report, with their budgets. */
import { kb } from './lib/report.ts';
import type { Report } from './lib/report.ts';
import {
  BEFORE_READABLE_BUDGET_KB,
  FIRST_CARD_TEXT_BUDGET_MS,
  INTERACTIVE_BUDGET_MS,
  LARGEST_PAINT_BUDGET_MS,
  measureSlowPhone,
  SLOW_PHONE,
  WHOLE_VISIT_GOAL_KB,
} from './slow-phone.ts';

export async function reportSlowPhone(report: Report): Promise<void> {
  console.log(`slow phone (${SLOW_PHONE}), median of 3 visits of /…`);
  try {
    const figures = await measureSlowPhone(3);
    const ms = (value: number) => `${Math.round(value)} ms`;
    report.check(
      'slow phone: first card text on screen',
      ms(figures.firstCardTextMs),
      `≤ ${FIRST_CARD_TEXT_BUDGET_MS} ms`,
      figures.firstCardTextMs <= FIRST_CARD_TEXT_BUDGET_MS,
    );
    report.check(
      'slow phone: largest contentful paint',
      ms(figures.largestContentfulPaintMs),
      `≤ ${LARGEST_PAINT_BUDGET_MS} ms`,
      figures.largestContentfulPaintMs <= LARGEST_PAINT_BUDGET_MS,
    );
    report.check(
      'slow phone: interactive (every control answers)',
      ms(figures.interactiveMs),
      `≤ ${INTERACTIVE_BUDGET_MS} ms`,
      figures.interactiveMs <= INTERACTIVE_BUDGET_MS,
    );
    report.check(
      'slow phone: bytes before readable (HTML + CSS)',
      kb(figures.bytesBeforeReadable),
      `≤ ${BEFORE_READABLE_BUDGET_KB} KB`,
      figures.bytesBeforeReadable <= BEFORE_READABLE_BUDGET_KB * 1024,
    );
    // The whole visit is a goal: reported, not failed (docs/portal.md, Server rendering).
    report.info(
      `slow phone: whole first visit (goal ≤ ${WHOLE_VISIT_GOAL_KB} KB)`,
      kb(figures.wholeVisitBytes),
    );
    report.info(
      'slow phone: each visit (card text / LCP / interactive)',
      figures.visits
        .map((v) =>
          [v.firstCardTextMs, v.largestContentfulPaintMs, v.interactiveMs]
            .map((t) => Math.round(t))
            .join('/'),
        )
        .join(' ') + ' ms',
    );
  } catch (error) {
    console.error(error);
    report.failed(
      'slow phone',
      `threw: ${error instanceof Error ? error.message : String(error)}`.slice(0, 80),
    );
  }
}
