import { MAIN_MODE_SCOPE, type StaffScope } from './access.ts';

/**
 * The private app's route table: the scope each first path segment under /app requires
 * (docs/portal.md, Routes). A segment absent from the table needs no scope beyond being signed in.
 */
export const APP_ROUTE_SCOPES: Record<string, StaffScope> = {
  cards: 'app:cards',
  documents: 'app:documents',
  'knowledge-base': 'app:knowledge-base',
  updates: 'app:updates',
  'access-requests': 'app:access-requests',
  accounts: 'app:accounts',
  // What members send: their comments on items and their questionnaires.
  comments: 'app:accounts',
  // The questionnaire workspace (docs/questionnaires.md).
  questionnaires: 'app:questionnaires',
  // Planned subprocessor changes: staff who edit the Subprocessors card.
  'subprocessor-changes': MAIN_MODE_SCOPE,
  subscribers: 'app:subscribers',
  settings: 'app:settings',
  analytics: 'app:analytics',
  // Every mail the product wrote, sign-in links included: settings staff only.
  outbox: 'app:settings',
};

/** Whether a staff member with `scopes` may open the app path (e.g. '/app/settings/portal'). */
export function canOpenAppPath(path: string, scopes: readonly string[]): boolean {
  const segment = path.replace(/^\/app\/?/, '').split('/')[0] ?? '';
  const required = APP_ROUTE_SCOPES[segment];
  return required === undefined || scopes.includes(required);
}

/** A link of the private app, or (with `portal`) of the portal in main mode, where staff edit. */
export interface StaffLink {
  to: string;
  portal?: boolean;
}

/**
 * The links a staff member with `scopes` may follow (docs/staff.md, Setup checklist): a private
 * app path by its route's scope, a link into the portal's main mode only with `statuspage:edit`.
 * A link that would only answer 'No access' is left out.
 */
export function linksForScopes<T extends StaffLink>(
  links: readonly T[],
  scopes: readonly string[],
): T[] {
  return links.filter((link) =>
    link.portal ? scopes.includes(MAIN_MODE_SCOPE) : canOpenAppPath(link.to, scopes),
  );
}
