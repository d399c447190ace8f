import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES as M,
  CARD_KINDS,
  ITEM_TYPES,
  itemFieldErrors,
  itemFieldsOf,
  MATURITY_LEVELS,
  offersBridgeLetter,
  RECURRENCE_OPTIONS,
  titleMatchOnOtherCard,
} from '../src/index.ts';

describe('item fields', () => {
  it('offers type, auditor and the bridge letter on Reports, maturity and recurrence on controls', () => {
    expect(itemFieldsOf('Reports')).toEqual(['type', 'auditor', 'bridgeLetter']);
    expect(itemFieldsOf('Certifications')).toEqual(['auditor']);
    expect(itemFieldsOf('DataSecurity')).toEqual(['maturity', 'recurrence']);
    expect(itemFieldsOf('Subprocessors')).toEqual([]);
    expect(CARD_KINDS.filter(offersBridgeLetter)).toEqual(['Reports']);
  });

  it("needs a Reports item's type from the list: 'Select an item type to save this item'", () => {
    expect(M.selectItemType).toBe('Select an item type to save this item');
    expect(itemFieldErrors('Reports', {})).toEqual({ type: M.selectItemType });
    expect(itemFieldErrors('Reports', { type: '' })).toEqual({ type: M.selectItemType });
    expect(itemFieldErrors('Reports', { type: 'Invented' })).toEqual({ type: M.selectItemType });
    expect(itemFieldErrors('Reports', { type: ITEM_TYPES[0] })).toEqual({});
    // A kind without a type field does not ask for one.
    expect(itemFieldErrors('DataSecurity', {})).toEqual({});
    expect(itemFieldErrors('Documents', {})).toEqual({});
  });

  it('keeps maturity and recurrence to their lists, and the auditor to 200 characters', () => {
    expect(itemFieldErrors('DataSecurity', { maturity: MATURITY_LEVELS[2] })).toEqual({});
    expect(itemFieldErrors('DataSecurity', { maturity: 'Legendary' })).toEqual({
      maturity: M.maturityInvalid,
    });
    expect(itemFieldErrors('DataSecurity', { recurrence: RECURRENCE_OPTIONS[5] })).toEqual({});
    expect(itemFieldErrors('DataSecurity', { recurrence: 'Sometimes' })).toEqual({
      recurrence: M.recurrenceInvalid,
    });
    const type = ITEM_TYPES[0];
    expect(itemFieldErrors('Reports', { type, auditor: 'a'.repeat(200) })).toEqual({});
    expect(itemFieldErrors('Reports', { type, auditor: 'a'.repeat(201) })).toEqual({
      auditor: M.auditorTooLong,
    });
    // Fields the kind does not offer are left alone.
    expect(itemFieldErrors('Reports', { type, maturity: 'Legendary' })).toEqual({});
  });

  it('finds the other card holding an item of the same title, case and spacing aside', () => {
    const cards = [
      { kind: 'Reports' as const, title: 'Reports', items: [{ title: 'SOC 2 Type II Report' }] },
      { kind: 'Policies' as const, title: 'Policies', items: [{ title: 'Access Policy' }] },
    ];
    expect(titleMatchOnOtherCard('  soc 2   type ii report ', 'Policies', cards)).toBe('Reports');
    expect(titleMatchOnOtherCard('SOC 2 Type II Report', 'Reports', cards)).toBeNull();
    expect(titleMatchOnOtherCard('Something new', 'Reports', cards)).toBeNull();
    expect(titleMatchOnOtherCard('a', 'Reports', cards)).toBeNull();
    expect(M.titleMatchesOtherCard('Reports')).toBe(
      'An item with this title already exists on Reports',
    );
  });
});
