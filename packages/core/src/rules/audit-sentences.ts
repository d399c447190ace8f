/**
 * The audit log read as sentences (docs/staff.md, Audit log): who did what to which thing, with
 * the staff member's name, and the values before and after in words, never JSON or stored keys.
 */
import { auditActionLabel } from './audit-actions.ts';
import { wordsOfKey } from './words.ts';

/** The verbs the action labels end with: 'Item changed' reads 'changed the item'. */
const VERBS = new Set([
  'added',
  'changed',
  'connected',
  'created',
  'deactivated',
  'deleted',
  'disconnected',
  'imported',
  'moved',
  'published',
  'reactivated',
  're-ordered',
  'removed',
  'replaced',
  'reset',
  'restored',
  'revoked',
  'rotated',
  'sent',
  'unpublished',
  'uploaded',
  'verified',
]);

export interface AuditSentenceParts {
  /** The staff member's name, or null when their account is gone. */
  actorName: string | null;
  actorEmail: string;
  action: string;
  target: string;
}

/** 'Item URL' → 'item URL', 'SCIM token' stays: only a first word in plain capitals is lowered. */
const lowerFirst = (words: string) =>
  /^[A-Z][a-z]/.test(words) ? words.charAt(0).toLowerCase() + words.slice(1) : words;

/** Who made a change: 'Ana Admin (ana@acme.example)', or the address alone. */
export const auditActor = ({ actorName, actorEmail }: AuditSentenceParts): string =>
  actorName ? `${actorName} (${actorEmail})` : actorEmail;

/**
 * One entry as a sentence: 'Ana Admin (ana@acme.example) changed the item: Acme / SOC 2.'; an
 * action whose label does not end with a known verb reads 'Ana Admin (…): {label}: {target}.'
 */
export function auditSentence(entry: AuditSentenceParts): string {
  const who = auditActor(entry);
  const label = auditActionLabel(entry.action);
  const target = entry.target.trim();
  const words = label.split(' ');
  const verb = words.at(-1)?.toLowerCase() ?? '';
  if (words.length > 1 && VERBS.has(verb)) {
    const thing = lowerFirst(words.slice(0, -1).join(' '));
    return `${who} ${verb} the ${thing}${target ? `: ${target}` : ''}.`;
  }
  return `${who}: ${label}${target ? `: ${target}` : ''}.`;
}

/**
 * A value before or after a change, in words: yes or no, lists joined with commas, fields as
 * 'Field name: value' joined with semicolons, '—' for nothing.
 */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) {
    return value.length ? value.map(auditValueText).join(', ') : 'none';
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '—';
    return entries.map(([key, field]) => `${wordsOfKey(key)}: ${auditValueText(field)}`).join('; ');
  }
  return '—';
}

/** The fields of one side of a change as 'Field name' and value pairs in words. */
export function auditFields(value: unknown): { label: string; text: string }[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object' || Array.isArray(value)) {
    return [{ label: '', text: auditValueText(value) }];
  }
  return Object.entries(value).map(([key, field]) => ({
    label: wordsOfKey(key),
    text: auditValueText(field),
  }));
}
