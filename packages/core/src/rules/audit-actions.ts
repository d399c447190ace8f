/**
 * What each audit log entry records, as the private app's Audit log names it (docs/staff.md,
 * Audit log): the stored action is a key, the page shows words.
 */
import { wordsOfKey } from './words.ts';

export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'api-token.create': 'API token created',
  'api-token.revoke': 'API token revoked',
  'card.icon': 'Card icon changed',
  'card.icon.reset': 'Card icon reset',
  'card.items.order': 'Card items re-ordered',
  'card.update': 'Card changed',
  'company.add': 'Company added',
  'company.delete': 'Company removed',
  'company.import': 'Subprocessors imported',
  'company.update': 'Company changed',
  'controls.create': 'Control added',
  'controls.update': 'Control changed',
  'controls.delete': 'Control deleted',
  'controls.import': 'Controls imported',
  'documents.import': 'Documents imported',
  'documents.type': 'Document types changed',
  'facts.create': 'Fact added',
  'facts.update': 'Fact changed',
  'facts.delete': 'Fact deleted',
  'file.upload': 'File uploaded',
  'integration.connect': 'Integration connected',
  'integration.disconnect': 'Integration disconnected',
  'item.create': 'Item added',
  'item.delete': 'Item deleted',
  'item.move': 'Item moved',
  'item.slug': 'Item URL changed',
  'item.update': 'Item changed',
  'kb.create': 'Knowledge base entry added',
  'kb.delete': 'Knowledge base entry deleted',
  'kb.import': 'Knowledge base imported',
  'kb.update': 'Knowledge base entry changed',
  'portal.banner': 'Banner changed',
  'portal.banner.remove': 'Banner removed',
  'portal.domain.add': 'Custom domain added',
  'portal.domain.remove': 'Custom domain removed',
  'portal.domain.verify': 'Custom domain verified',
  'portal.favicon': 'Favicon changed',
  'portal.favicon.remove': 'Favicon removed',
  'portal.logo': 'Logo changed',
  'portal.logo.remove': 'Logo removed',
  'portal.settings': 'Portal settings changed',
  'product.cards': 'Cards re-ordered',
  'product.sections': 'Sections re-ordered',
  'role.create': 'Role added',
  'role.delete': 'Role deleted',
  'role.update': 'Role changed',
  'staff.add': 'Staff member added',
  'staff.password_link': 'Password link sent',
  'staff.remove': 'Staff member removed',
  'staff.role': 'Staff role changed',
  'trust-center.publish': 'Trust center published',
  'trust-center.unpublish': 'Trust center unpublished',
  'webpages.create': 'Webpage added',
  'webpages.update': 'Webpage changed',
  'webpages.delete': 'Webpage deleted',
  'webhook.create': 'Webhook endpoint added',
  'webhook.update': 'Webhook endpoint changed',
  'webhook.rotate-secret': 'Webhook secret rotated',
  'webhook.delete': 'Webhook endpoint removed',
};

/** The audit log's name for an action: 'item.slug' → 'Item URL changed'. */
export function auditActionLabel(action: string): string {
  return (
    (Object.hasOwn(AUDIT_ACTION_LABELS, action) && AUDIT_ACTION_LABELS[action]) ||
    wordsOfKey(action)
  );
}
