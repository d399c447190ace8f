import { describe, expect, it } from 'vitest';
import { auditFields, auditSentence, auditValueText } from '../src/rules/audit-sentences.ts';

const entry = {
  actorName: 'Ana Admin',
  actorEmail: 'ana@acme.example',
  action: 'item.update',
  target: 'Acme / SOC 2',
};

describe('the audit log as sentences', () => {
  it('says who did what to which thing, by name', () => {
    expect(auditSentence(entry)).toBe(
      'Ana Admin (ana@acme.example) changed the item: Acme / SOC 2.',
    );
    expect(auditSentence({ ...entry, action: 'item.slug' })).toBe(
      'Ana Admin (ana@acme.example) changed the item URL: Acme / SOC 2.',
    );
    expect(auditSentence({ ...entry, action: 'sso.scim_token', target: '' })).toBe(
      'Ana Admin (ana@acme.example) created the SCIM token.',
    );
    expect(
      auditSentence({ ...entry, actorName: null, action: 'product.cards', target: 'Acme' }),
    ).toBe('ana@acme.example re-ordered the cards: Acme.');
  });

  it('keeps a label without a known verb whole, and never shows a key', () => {
    expect(auditSentence({ ...entry, action: 'staff.sso_join', target: 'bo@acme.example' })).toBe(
      'Ana Admin (ana@acme.example): Staff member joined by single sign-on: bo@acme.example.',
    );
    expect(auditSentence({ ...entry, action: 'portal.new_thing' })).toBe(
      'Ana Admin (ana@acme.example): Portal new thing: Acme / SOC 2.',
    );
  });

  it('writes values in words, never JSON', () => {
    expect(auditValueText(true)).toBe('Yes');
    expect(auditValueText(null)).toBe('—');
    expect(auditValueText(['overview', 'documents'])).toBe('overview, documents');
    expect(auditValueText({ cards: ['Reports', 'Legal'], hidden: false })).toBe(
      'Cards: Reports, Legal; Hidden: No',
    );
    expect(auditFields({ displayText: 'Hi', enabledState: 'enabled' })).toEqual([
      { label: 'Display text', text: 'Hi' },
      { label: 'Enabled state', text: 'enabled' },
    ]);
    for (const value of [{ a: { b: [1, { c: null }] } }, [[]], { x: {} }]) {
      expect(auditValueText(value)).not.toMatch(/[{}[\]"]/);
    }
  });
});
