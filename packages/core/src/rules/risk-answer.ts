/**
 * A risk profile answer as staff edit it (docs/editing.md, Risk profile): a choice among the item's
 * own choices; for the recovery objectives a range, or a custom time '{unit}_{number}' whose number
 * is a whole number from 0 to 99 (12 hours when custom is first picked). One check for the
 * editing form and the editing route.
 */
import {
  CUSTOM_RECOVERY_MAX,
  CUSTOM_RECOVERY_MIN,
  DEFAULT_CUSTOM_RECOVERY,
  RECOVERY_RANGES,
  RISK_CHOICES,
  TIME_UNITS,
  isRecoveryRange,
  isRiskItem,
  riskChoiceLabel,
  type RiskItem,
  type TimeUnit,
} from './risk-profile.ts';

export const RISK_MESSAGES = {
  choiceRequired: 'Choose an answer',
  choiceInvalid: (choices: string) => `Choose one of: ${choices}`,
  rangeRequired: 'Choose a range: 24-48 hours, 48-72 hours or 4-7 days',
  unitInvalid: 'Choose minutes, hours or days',
  amountRequired: 'Enter a number from 0 to 99',
  amountNotWhole: 'Enter a whole number from 0 to 99',
  amountOutOfRange: 'The number must be from 0 to 99',
  valueNotExpected: 'This answer takes no time',
} as const;

export interface RiskAnswer {
  choice?: string | undefined;
  /** A range ('hours_24_48') or a custom time ('hours_12'); only with 'range' or 'custom'. */
  value?: string | undefined;
}

export type RiskAnswerErrors = Partial<Record<'choice' | 'value', string>>;

/**
 * The first problem with a custom time's number as typed ('12', '1.5', '', '100'): stored, it is
 * written with one or two digits.
 */
export function customAmountError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return RISK_MESSAGES.amountRequired;
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return RISK_MESSAGES.amountNotWhole;
  const amount = Number(trimmed);
  if (!Number.isInteger(amount) || trimmed.includes('.')) return RISK_MESSAGES.amountNotWhole;
  if (amount < CUSTOM_RECOVERY_MIN || amount > CUSTOM_RECOVERY_MAX) {
    return RISK_MESSAGES.amountOutOfRange;
  }
  return /^\d{1,2}$/.test(trimmed) ? null : RISK_MESSAGES.amountNotWhole;
}

/** The first problem with a custom time '{unit}_{number}'. */
export function customValueError(value: string): string | null {
  const cut = value.indexOf('_');
  const unit = cut < 0 ? value : value.slice(0, cut);
  if (!(TIME_UNITS as readonly string[]).includes(unit)) return RISK_MESSAGES.unitInvalid;
  return customAmountError(cut < 0 ? '' : value.slice(cut + 1));
}

/**
 * An answer's errors for its risk item: the choice must be one of the item's; a range or custom
 * time must come with a valid value; other choices carry no value.
 */
export function validateRiskAnswer(item: RiskItem, answer: RiskAnswer): RiskAnswerErrors {
  const choices: readonly string[] = RISK_CHOICES[item];
  const { choice, value } = answer;
  if (!choice) return { choice: RISK_MESSAGES.choiceRequired };
  if (!choices.includes(choice)) {
    return { choice: RISK_MESSAGES.choiceInvalid(choices.map(riskChoiceLabel).join(', ')) };
  }
  if (choice === 'range') {
    return value && isRecoveryRange(value) ? {} : { value: RISK_MESSAGES.rangeRequired };
  }
  if (choice === 'custom') {
    const error = customValueError(value ?? '');
    return error ? { value: error } : {};
  }
  return value ? { value: RISK_MESSAGES.valueNotExpected } : {};
}

/** The first message of an item's answer, or null; items that are not risk items pass. */
export function riskAnswerError(itemTitle: string, answer: RiskAnswer): string | null {
  if (!isRiskItem(itemTitle)) return null;
  const errors = validateRiskAnswer(itemTitle, answer);
  return errors.choice ?? errors.value ?? null;
}

/** A risk answer as the editing form holds it: the custom number as typed. */
export interface RiskDraft {
  choice: string;
  range: string;
  unit: TimeUnit;
  amount: string;
}

/** The form's fields for a saved answer; a custom time starts at 12 hours. */
export function riskDraftOf(answer: RiskAnswer): RiskDraft {
  const draft: RiskDraft = {
    choice: answer.choice ?? '',
    range: RECOVERY_RANGES[0],
    unit: DEFAULT_CUSTOM_RECOVERY.unit,
    amount: String(DEFAULT_CUSTOM_RECOVERY.amount),
  };
  const value = answer.value ?? '';
  if (answer.choice === 'range' && isRecoveryRange(value)) draft.range = value;
  if (answer.choice === 'custom') {
    const cut = value.indexOf('_');
    const unit = value.slice(0, cut);
    if (cut > 0 && (TIME_UNITS as readonly string[]).includes(unit)) {
      draft.unit = unit as TimeUnit;
      draft.amount = value.slice(cut + 1);
    }
  }
  return draft;
}

/** The answer a draft saves: the choice, and the range or custom time it needs. */
export function riskAnswerOf(draft: RiskDraft): RiskAnswer {
  if (draft.choice === 'range') return { choice: 'range', value: draft.range };
  if (draft.choice === 'custom') {
    const typed = draft.amount.trim();
    // '07' and '007' are saved as '7'; anything else is left for the check to explain.
    const amount = /^\d+$/.test(typed) ? String(Number(typed)) : typed;
    return { choice: 'custom', value: `${draft.unit}_${amount}` };
  }
  return { choice: draft.choice };
}
