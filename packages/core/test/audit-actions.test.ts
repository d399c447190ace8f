import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, auditActionLabel } from '../src/rules/audit-actions.ts';

describe('audit action labels', () => {
  it('names each known action in words', () => {
    expect(auditActionLabel('item.slug')).toBe('Item URL changed');
    expect(auditActionLabel('staff.password_link')).toBe('Password link sent');
    expect(auditActionLabel('trust-center.publish')).toBe('Trust center published');
    for (const label of Object.values(AUDIT_ACTION_LABELS)) {
      expect(label).toMatch(/^[A-Z][A-Za-z]*( [A-Za-z-]+)*$/);
    }
  });

  it('turns an action it does not know into words, never a key', () => {
    expect(auditActionLabel('portal.new_thing')).toBe('Portal new thing');
    expect(auditActionLabel('toString')).toBe('To string');
  });
});
