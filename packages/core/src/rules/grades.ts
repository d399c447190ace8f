/**
 * Security grade validation (docs/editing.md, Security grades) and colour bands (docs/editing.md,
 * Security grades). Where two bands share an edge value (0-1000: 333 and 666; 0-10: 7
 * and 8), the better band wins: the edge is where that band starts.
 */
import { GRADE_PROVIDERS, type GradeScale } from '../constants/grade-providers.ts';

export const GRADE_BANDS = ['green', 'yellow', 'red', 'neutral'] as const;
export type GradeBand = (typeof GRADE_BANDS)[number];

/** A numeric grade: digits with an optional decimal part, nothing else. */
const NUMBER = /^\d+(\.\d+)?$/;
/** At most one decimal (0-10 scale). */
const ONE_DECIMAL = /^\d+(\.\d)?$/;
const INTEGER = /^\d+$/;

const normalize = (grade: string) => grade.trim().toUpperCase();

/** The scale of a provider, or null when the provider is unknown. */
export function gradeScaleOf(providerId: string): GradeScale | null {
  return GRADE_PROVIDERS.find((p) => p.id === providerId)?.scale ?? null;
}

/** Letter grades: A and B are good, C is fair, anything lower is poor. */
function letterBand(letter: string): GradeBand {
  if (letter === 'A' || letter === 'B') return 'green';
  if (letter === 'C') return 'yellow';
  if (letter === 'D' || letter === 'E' || letter === 'F') return 'red';
  return 'neutral';
}

/** Colours a number on a scale: `green` from `greenFrom`, `yellow` from `yellowFrom`, else red. */
function numberBand(
  value: number,
  range: { min: number; max: number; yellowFrom: number; greenFrom: number },
): GradeBand {
  if (value < range.min || value > range.max) return 'neutral';
  if (value >= range.greenFrom) return 'green';
  if (value >= range.yellowFrom) return 'yellow';
  return 'red';
}

/**
 * The colour band of a grade for its provider's scale (docs/editing.md, Security grades):
 * - 300-820: green 646-820, yellow 473-645, red 300-472;
 * - 0-1000: green 666-1000, yellow 333-665, red 0-332;
 * - 0-950 or A-E: green A/B or 601-950, yellow C or 401-600, red D/E or 0-400;
 * - 1-5: green 5, yellow 3-4, red 1-2;
 * - 0-10 or A-F: green A/B or 8-10, yellow C or 7 up to 8, red D/F or below 7;
 * - letter providers (and report providers with a letter grade): by the first letter.
 * Anything off its scale is 'neutral'.
 */
export function gradeBand(providerId: string, grade: string): GradeBand {
  const value = normalize(grade);
  if (value === '') return 'neutral';
  const isNumber = NUMBER.test(value);
  const n = Number(value);
  const first = value.charAt(0);
  switch (gradeScaleOf(providerId)) {
    case 'range_300_820':
      return isNumber
        ? numberBand(n, { min: 300, max: 820, yellowFrom: 473, greenFrom: 646 })
        : 'neutral';
    case 'range_0_1000':
      return isNumber
        ? numberBand(n, { min: 0, max: 1000, yellowFrom: 333, greenFrom: 666 })
        : 'neutral';
    case 'range_0_950_or_a_e':
      if (isNumber) {
        if (n < 0 || n > 950) return 'neutral';
        return n > 600 ? 'green' : n > 400 ? 'yellow' : 'red';
      }
      return /^[A-E]$/.test(value) ? letterBand(value) : 'neutral';
    case 'range_1_5':
      return isNumber ? numberBand(n, { min: 1, max: 5, yellowFrom: 3, greenFrom: 5 }) : 'neutral';
    case 'range_0_10_or_a_f':
      if (isNumber) return numberBand(n, { min: 0, max: 10, yellowFrom: 7, greenFrom: 8 });
      return /^[A-F]$/.test(value) ? letterBand(value) : 'neutral';
    case 'letter_first':
    case 'url_report':
    case null:
      return /^[A-F]/.test(value) ? letterBand(first) : 'neutral';
  }
}

/**
 * Whether a grade is acceptable for its provider (docs/editing.md, Security grades). An empty grade
 * is valid only for providers that link to a report (their URL is required instead); unknown
 * providers accept nothing.
 */
export function isValidGrade(providerId: string, grade: string): boolean {
  const value = normalize(grade);
  const scale = gradeScaleOf(providerId);
  if (scale === 'url_report') return value.length <= 20;
  if (value === '') return false;
  const n = Number(value);
  switch (scale) {
    case 'letter_first':
      return /^([A-D][+-]?|F)$/.test(value);
    case 'range_300_820':
      return INTEGER.test(value) && n >= 300 && n <= 820;
    case 'range_0_1000':
      return INTEGER.test(value) && n >= 0 && n <= 1000;
    case 'range_0_950_or_a_e':
      return (INTEGER.test(value) && n >= 0 && n <= 950) || /^[A-E]$/.test(value);
    case 'range_1_5':
      return INTEGER.test(value) && n >= 1 && n <= 5;
    case 'range_0_10_or_a_f':
      return (ONE_DECIMAL.test(value) && n >= 0 && n <= 10) || /^[A-F]$/.test(value);
    case null:
      return false;
  }
}
