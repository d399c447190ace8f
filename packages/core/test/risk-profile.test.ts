import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CUSTOM_RECOVERY,
  RISK_CHOICES,
  RISK_ITEMS,
  formatCustomRecovery,
  formatRecoveryValue,
  formatRiskAnswer,
  isValidCustomAmount,
  itemDisplayTitle,
  parseCustomRecovery,
  riskChoiceLabel,
  riskItemLabel,
  serializeCustomRecovery,
} from '../src/index.ts';

describe('recovery values', () => {
  it.each([
    ['hours_24_48', '24-48 hours'],
    ['hours_48_72', '48-72 hours'],
    ['days_4_7', '4-7 days'],
    ['hours_12', '12 hours'],
    ['minutes_30', '30 minutes'],
    ['days_1', '1 day'],
    ['hours_0', '0 hours'],
    ['days_99', '99 days'],
  ])('%s → %s', (value, label) => {
    expect(formatRecoveryValue(value)).toBe(label);
  });

  it.each(['hours_100', 'weeks_2', 'hours_', 'hours_-1', 'hours_1.5', '', 'range'])(
    '%j is not a recovery value',
    (value) => {
      expect(formatRecoveryValue(value)).toBeNull();
    },
  );

  it('parses and writes custom values', () => {
    expect(parseCustomRecovery('hours_12')).toEqual({ unit: 'hours', amount: 12 });
    expect(parseCustomRecovery('minutes_5')).toEqual({ unit: 'minutes', amount: 5 });
    expect(parseCustomRecovery('hours_24_48')).toBeNull();
    expect(serializeCustomRecovery({ unit: 'days', amount: 3 })).toBe('days_3');
    expect(() => serializeCustomRecovery({ unit: 'days', amount: 100 })).toThrow(RangeError);
    for (const unit of ['minutes', 'hours', 'days'] as const) {
      const value = serializeCustomRecovery({ unit, amount: 7 });
      expect(parseCustomRecovery(value)).toEqual({ unit, amount: 7 });
    }
  });

  it('defaults a custom recovery to 12 hours', () => {
    expect(formatCustomRecovery(DEFAULT_CUSTOM_RECOVERY)).toBe('12 hours');
    expect(serializeCustomRecovery(DEFAULT_CUSTOM_RECOVERY)).toBe('hours_12');
  });

  it('accepts whole amounts from 0 to 99', () => {
    expect(isValidCustomAmount(0)).toBe(true);
    expect(isValidCustomAmount(99)).toBe(true);
    expect(isValidCustomAmount(100)).toBe(false);
    expect(isValidCustomAmount(-1)).toBe(false);
    expect(isValidCustomAmount(1.5)).toBe(false);
  });
});

describe('risk answers', () => {
  it('labels every item and every choice', () => {
    for (const item of RISK_ITEMS) {
      expect(riskItemLabel(item)).toMatch(/^[A-Z][a-z -]+$/);
      for (const choice of RISK_CHOICES[item]) expect(riskChoiceLabel(choice)).not.toBe(choice);
    }
  });

  it.each([
    [{ choice: 'restricted' }, 'Restricted'],
    [{ choice: 'major_cloud' }, 'Major cloud provider'],
    [{ choice: 'no' }, 'No'],
    [{ choice: 'immediate' }, 'Immediate'],
    [{ choice: 'range', value: 'hours_24_48' }, '24-48 hours'],
    [{ choice: 'range', value: 'days_4_7' }, '4-7 days'],
    [{ choice: 'custom', value: 'hours_12' }, '12 hours'],
    [{ choice: 'custom' }, 'Custom'],
    [{ choice: 'custom', value: 'nonsense' }, 'Custom'],
    [{ choice: 'something_else' }, 'something_else'],
  ])('%j → %s', (details, answer) => {
    expect(formatRiskAnswer(details)).toBe(answer);
  });

  it('has no answer without a choice', () => {
    expect(formatRiskAnswer({})).toBeNull();
  });

  it('keeps unknown item names', () => {
    expect(riskItemLabel('DataAccess')).toBe('Data access');
    expect(riskItemLabel('Other')).toBe('Other');
  });

  it('shows risk items by their label, other items by their title', () => {
    expect(itemDisplayTitle('RiskProfile', 'RecoveryTime')).toBe('Recovery time objective');
    expect(itemDisplayTitle('RiskProfile', 'TpDependence')).toBe('Third-party dependence');
    expect(itemDisplayTitle('RiskProfile', 'Custom risk')).toBe('Custom risk');
    // A title that happens to be a risk key stays as it is on any other card.
    expect(itemDisplayTitle('Reports', 'RecoveryTime')).toBe('RecoveryTime');
  });
});
