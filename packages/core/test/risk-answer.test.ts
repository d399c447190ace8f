import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  LIMITS,
  RISK_MESSAGES as R,
  customAmountError,
  customValueError,
  decideEdit,
  planFeatures,
  riskAnswerError,
  riskAnswerOf,
  riskDraftOf,
  validateRiskAnswer,
  ZCardPatch,
  ZOverviewText,
  type RiskAnswer,
  type RiskItem,
} from '../src/index.ts';

describe('custom recovery number', () => {
  it.each([
    ['0', null],
    ['12', null],
    ['99', null],
    [' 7 ', null],
    ['', R.amountRequired],
    ['   ', R.amountRequired],
    ['100', R.amountOutOfRange],
    ['-1', R.amountOutOfRange],
    ['1.5', R.amountNotWhole],
    ['12.0', R.amountNotWhole],
    ['abc', R.amountNotWhole],
    ['1e1', R.amountNotWhole],
    ['+5', R.amountNotWhole],
    ['007', R.amountNotWhole],
  ])('%j → %s', (text, message) => {
    expect(customAmountError(text)).toBe(message);
  });

  it.each([
    ['hours_12', null],
    ['minutes_0', null],
    ['days_99', null],
    ['weeks_2', R.unitInvalid],
    ['12', R.unitInvalid],
    ['hours_', R.amountRequired],
    ['hours', R.amountRequired],
    ['days_100', R.amountOutOfRange],
    ['minutes_2.5', R.amountNotWhole],
  ])('custom value %j → %s', (value, message) => {
    expect(customValueError(value)).toBe(message);
  });
});

describe('risk answers', () => {
  const cases: [RiskItem, RiskAnswer, ReturnType<typeof validateRiskAnswer>][] = [
    ['DataAccess', { choice: 'restricted' }, {}],
    ['Impact', { choice: 'severe' }, {}],
    ['Hosting', { choice: 'on_premise' }, {}],
    ['RecoveryTime', { choice: 'immediate' }, {}],
    ['RecoveryTime', { choice: 'range', value: 'days_4_7' }, {}],
    ['RecoveryPoint', { choice: 'custom', value: 'minutes_30' }, {}],
    ['DataAccess', {}, { choice: R.choiceRequired }],
    [
      'DataAccess',
      { choice: 'severe' },
      { choice: R.choiceInvalid('Public, Internal, Restricted') },
    ],
    ['CriticalDependence', { choice: 'range' }, { choice: R.choiceInvalid('Yes, No') }],
    ['RecoveryTime', { choice: 'range' }, { value: R.rangeRequired }],
    ['RecoveryTime', { choice: 'range', value: 'hours_12' }, { value: R.rangeRequired }],
    ['RecoveryPoint', { choice: 'custom' }, { value: R.unitInvalid }],
    ['RecoveryPoint', { choice: 'custom', value: 'hours_100' }, { value: R.amountOutOfRange }],
    ['RecoveryPoint', { choice: 'custom', value: 'hours_1.5' }, { value: R.amountNotWhole }],
    ['RecoveryTime', { choice: 'immediate', value: 'hours_12' }, { value: R.valueNotExpected }],
  ];
  it.each(cases)('%s %j', (item, answer, errors) => {
    expect(validateRiskAnswer(item, answer)).toEqual(errors);
  });

  it('answers the first message by item title, and lets other items pass', () => {
    expect(riskAnswerError('Impact', { choice: 'huge' })).toBe(
      R.choiceInvalid('Low, Moderate, Substantial, Severe'),
    );
    expect(riskAnswerError('RecoveryTime', { choice: 'custom', value: 'days_5' })).toBeNull();
    expect(riskAnswerError('SOC 2', { choice: 'anything' })).toBeNull();
  });
});

describe('risk answer drafts', () => {
  it('starts a custom time at 12 hours, and keeps a saved range or time', () => {
    expect(riskDraftOf({ choice: 'yes' })).toEqual({
      choice: 'yes',
      range: 'hours_24_48',
      unit: 'hours',
      amount: '12',
    });
    expect(riskDraftOf({ choice: 'range', value: 'days_4_7' }).range).toBe('days_4_7');
    expect(riskDraftOf({ choice: 'custom', value: 'minutes_45' })).toMatchObject({
      unit: 'minutes',
      amount: '45',
    });
    expect(riskDraftOf({})).toMatchObject({ choice: '' });
  });

  it.each([
    [{ choice: 'yes' }, { choice: 'yes' }],
    [
      { choice: 'range', range: 'hours_48_72' },
      { choice: 'range', value: 'hours_48_72' },
    ],
    [
      { choice: 'custom', unit: 'days', amount: ' 3 ' },
      { choice: 'custom', value: 'days_3' },
    ],
    [
      { choice: 'custom', unit: 'days', amount: '007' },
      { choice: 'custom', value: 'days_7' },
    ],
    [
      { choice: 'custom', unit: 'hours', amount: '1.5' },
      { choice: 'custom', value: 'hours_1.5' },
    ],
  ] as const)('%j saves %j', (fields, answer) => {
    const draft = { ...riskDraftOf({}), ...fields };
    expect(riskAnswerOf(draft)).toEqual(answer);
  });

  it('keeps risk item titles: they are the keys of their questions', () => {
    const caller = {
      isMain: true,
      scopes: new Set(['statuspage:edit']),
      features: planFeatures('enterprise', {}),
    };
    expect(
      decideEdit(caller, { type: 'renameItem', kind: 'RiskProfile', isCustom: false }),
    ).toEqual({ allowed: false, reason: 'kind' });
  });
});

describe('overview text', () => {
  it.each([
    ['', true],
    ['Acme keeps your data safe.\n\nSecond paragraph.', true],
    ['x'.repeat(LIMITS.overviewMaxChars), true],
    ['x'.repeat(LIMITS.overviewMaxChars + 1), false],
  ])('%#', (text, ok) => {
    const parsed = ZOverviewText.safeParse(text);
    expect(parsed.success).toBe(ok);
    if (!parsed.success)
      expect(parsed.error.issues[0]?.message).toBe(ADMIN_MESSAGES.overviewTooLong);
  });

  it('is one of the card settings', () => {
    expect(ZCardPatch.parse({ overview: '  Hello  ' })).toEqual({ overview: 'Hello' });
  });
});
