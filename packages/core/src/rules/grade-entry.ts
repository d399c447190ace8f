/**
 * A security grade entry as staff edit it (docs/editing.md, Security grades): Display Name
 * required; the URL required where the provider links to a report, the grade required where it does
 * not; a domain (no www, no scheme) for the provider linked by domain; the provider's own address
 * prefix for the six report providers; the grade on the provider's scale; the scorecard grade
 * obtained with 'Get Grade'. Answers the first message per field.
 */
import { GRADE_PROVIDERS, type GradeProvider } from '../constants/grade-providers.ts';
import { isValidGrade } from './grades.ts';

export const GRADE_MESSAGES = {
  required: 'This field is required.',
  getGrade: 'Click on "Get Grade" button.',
  getGradeButton: 'Get Grade',
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

/**
 * Each scale as the editor states it next to the grade field (docs/editing.md, Security grades).
 */
export const GRADE_SCALE_HINTS: Record<GradeProvider['scale'], string> = {
  letter_first: 'A+ to F',
  range_300_820: '300 to 820',
  range_0_1000: '0 to 1000',
  range_0_950_or_a_e: '0 to 950, or A to E (no plus or minus)',
  range_1_5: '1 to 5',
  range_0_10_or_a_f: '0 to 10 with at most one decimal, or A to F (no plus or minus)',
  url_report: 'Optional: the report shows the grade',
};

/** How the editor shows a provider's link and grade fields. */
export interface GradeFieldRules {
  urlLabel: string;
  urlPlaceholder: string;
  urlRequired: boolean;
  /** The grade comes from 'Get Grade' and cannot be typed. */
  gradeReadOnly: boolean;
  scaleHint: string;
}

/**
 * The link and grade fields of a provider's entry (docs/integrations.md, Security grades;
 * docs/editing.md, Security grades).
 */
export function gradeFieldRules(providerId: string): GradeFieldRules | null {
  const provider: GradeProvider | undefined = GRADE_PROVIDERS.find((p) => p.id === providerId);
  if (!provider) return null;
  const scaleHint = GRADE_SCALE_HINTS[provider.scale];
  if (provider.fetchesGrade) {
    return {
      urlLabel: 'Domain',
      urlPlaceholder: 'acme.com',
      urlRequired: false,
      gradeReadOnly: true,
      scaleHint,
    };
  }
  if (provider.domainReportPrefix) {
    return {
      urlLabel: 'Domain',
      urlPlaceholder: 'acme.com',
      urlRequired: true,
      gradeReadOnly: false,
      scaleHint,
    };
  }
  return {
    urlLabel: 'Link',
    urlPlaceholder: provider.urlPrefix ? `${provider.urlPrefix}acme.com` : 'https://',
    urlRequired: Boolean(provider.urlPrefix),
    gradeReadOnly: false,
    scaleHint,
  };
}
