/**
 * The private app's navigation: one entry per section, in the order shown. The scope guard of
 * each section is the route table in core (`APP_ROUTE_SCOPES`); entries a staff member may not
 * open are left out of the menu.
 */
export interface AppNavEntry {
  /** Path under /app, e.g. '/app/access-requests'. */
  to: string;
  label: string;
}

export const APP_NAV: readonly AppNavEntry[] = [
  { to: '/app', label: 'Home' },
  { to: '/app/analytics', label: 'Analytics' },
  { to: '/app/access-requests', label: 'Access requests' },
  { to: '/app/accounts', label: 'Accounts' },
  { to: '/app/accounts/profiles', label: 'Permission profiles' },
  { to: '/app/accounts/activity', label: 'Access log' },
  { to: '/app/comments', label: 'Comments' },
  { to: '/app/questionnaires', label: 'Questionnaires' },
  { to: '/app/settings/portal', label: 'Portal' },
  { to: '/app/settings/access', label: 'Access settings' },
  { to: '/app/settings/scripts', label: 'Scripts and cookies' },
  { to: '/app/settings/identity', label: 'Identity providers' },
  { to: '/app/settings/ai', label: 'Ask AI' },
  { to: '/app/settings/staff', label: 'Staff' },
  { to: '/app/settings/roles', label: 'Roles' },
  { to: '/app/settings/api-tokens', label: 'API tokens' },
  { to: '/app/documents', label: 'Documents' },
  { to: '/app/knowledge-base', label: 'Knowledge base' },
  { to: '/app/knowledge-base/gaps', label: 'Knowledge-base gaps' },
  { to: '/app/knowledge-base/controls', label: 'Controls' },
  { to: '/app/knowledge-base/facts', label: 'Facts' },
  { to: '/app/knowledge-base/webpages', label: 'Webpages' },
  { to: '/app/settings/audit-log', label: 'Audit log' },
  { to: '/app/settings/export', label: 'Export' },
  { to: '/app/updates', label: 'Trust updates' },
  { to: '/app/subscribers', label: 'Subscribers' },
  { to: '/app/outbox', label: 'Outbox' },
];

/** The entry a path belongs to: the longest one it starts with ('/app' only for itself). */
export function activeNavEntry(pathname: string): AppNavEntry | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return APP_NAV.filter((entry) =>
    entry.to === '/app' ? path === '/app' : path === entry.to || path.startsWith(`${entry.to}/`),
  ).sort((a, b) => b.to.length - a.to.length)[0];
}
