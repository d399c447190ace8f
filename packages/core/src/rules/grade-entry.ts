/**
 * A security grade entry as staff edit it (spec 3 §5.7): Display Name required; the URL required
 * where the provider links to a report, the grade required where it does not; a domain (no www,
 * no scheme) for the provider linked by domain; the provider's own address prefix for the six
 * report providers; the grade on the provider's scale; the scorecard grade obtained with 'Get
 * Grade'. Answers the first message per field.
 */
import { GRADE_PROVIDERS, type GradeProvider } from '../constants/grade-providers.ts';
import { isValidGrade } from './grades.ts';

export const GRADE_MESSAGES = {
  required: 'This field is required.',
  getGrade: 'Click on "Get Grade" button.',
  domainFormat: 'Enter the domain only, e.g. acme.com (no www, no http)',
  urlPrefix: (prefix: string) => `The link must start with ${prefix}`,
  gradeScale: 'This grade is not on the provider’s scale',
  unknownProvider: 'Choose a rating provider',
} as const;

export interface GradeEntryInput {
  provider: string;
  label: string;
  url: string;
  grade: string;
}

export type GradeEntryErrors = Partial<Record<'provider' | 'label' | 'url' | 'grade', string>>;

const DOMAIN_ONLY = /^(?!www\.)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export function validateGradeEntry(entry: GradeEntryInput): GradeEntryErrors {
  const provider: GradeProvider | undefined = GRADE_PROVIDERS.find((p) => p.id === entry.provider);
  if (!provider) return { provider: GRADE_MESSAGES.unknownProvider };
  const errors: GradeEntryErrors = {};
  if (!entry.label.trim()) errors.label = GRADE_MESSAGES.required;
  const url = entry.url.trim();
  const grade = entry.grade.trim();
  if (provider.urlPrefix) {
    if (!url) errors.url = GRADE_MESSAGES.required;
    else if (!url.startsWith(provider.urlPrefix)) {
      errors.url = GRADE_MESSAGES.urlPrefix(provider.urlPrefix);
    }
  } else if (provider.domainReportPrefix) {
    if (!url) errors.url = GRADE_MESSAGES.required;
    else if (!DOMAIN_ONLY.test(url)) errors.url = GRADE_MESSAGES.domainFormat;
  }
  if (provider.fetchesGrade) {
    if (!grade) errors.grade = GRADE_MESSAGES.getGrade;
  } else if (!grade && !provider.urlPrefix) {
    errors.grade = GRADE_MESSAGES.required;
  }
  if (grade && !errors.grade && !isValidGrade(provider.id, grade)) {
    errors.grade = GRADE_MESSAGES.gradeScale;
  }
  return errors;
}
