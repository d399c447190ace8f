import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, MAIL_KIND_LABELS, mailKindLabel, mailStatusLabel } from '../src/index.ts';

describe('mail kinds', () => {
  it('names every kind in words', () => {
    for (const kind of MAIL_KINDS) {
      expect(mailKindLabel(kind)).toBe(MAIL_KIND_LABELS[kind]);
      expect(mailKindLabel(kind)).not.toMatch(/_/);
    }
    expect(mailKindLabel('magic_link')).toBe('Sign-in link');
  });

  it('turns a kind this version does not know into words', () => {
    expect(mailKindLabel('nda_signed_copy')).toBe('Nda signed copy');
    expect(mailKindLabel('accessReminder')).toBe('Access reminder');
    expect(mailKindLabel('toString')).toBe('To string');
  });

  it('names delivery statuses', () => {
    expect(mailStatusLabel('kept')).toBe('Kept in the outbox');
    expect(mailStatusLabel('sent')).toBe('Sent');
    expect(mailStatusLabel('on_hold')).toBe('On hold');
  });
});
