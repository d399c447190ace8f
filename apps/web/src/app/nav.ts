/**
 * The private app's navigation: Home, then the sections in four groups (who visits and asks,
 * what the Trust Center holds, what happened, how it is set up), in the order shown. The scope
 * guard of each section is the route table in core (`APP_ROUTE_SCOPES`); entries a staff member
 * may not open are left out of the menu, and a group left empty with them.
 */
export interface AppNavEntry {
  /** Path under /app, e.g. '/app/access-requests'. */
  to: string;
  label: string;
}

export interface AppNavGroup {
  label: string;
  entries: readonly AppNavEntry[];
}

export const APP_HOME: AppNavEntry = { to: '/app', label: 'Home' };

export const APP_NAV_GROUPS: readonly AppNavGroup[] = [
  {
    label: 'Visitors',
    entries: [
      { to: '/app/access-requests', label: 'Access requests' },
      { to: '/app/accounts', label: 'Accounts' },
      { to: '/app/accounts/profiles', label: 'Permission profiles' },
      { to: '/app/accounts/activity', label: 'Access log' },
      { to: '/app/comments', label: 'Comments' },
      { to: '/app/questionnaires', label: 'Questionnaires' },
      { to: '/app/subscribers', label: 'Subscribers' },
    ],
  },
  {
    label: 'Content',
    entries: [
      { to: '/app/documents', label: 'Documents' },
      { to: '/app/updates', label: 'Trust updates' },
      { to: '/app/subprocessor-changes', label: 'Subprocessor changes' },
      { to: '/app/knowledge-base', label: 'Knowledge base' },
      { to: '/app/knowledge-base/gaps', label: 'Knowledge-base gaps' },
      { to: '/app/knowledge-base/controls', label: 'Controls' },
      { to: '/app/knowledge-base/facts', label: 'Facts' },
      { to: '/app/knowledge-base/webpages', label: 'Webpages' },
    ],
  },
  {
    label: 'Insights',
    entries: [
      { to: '/app/analytics', label: 'Analytics' },
      { to: '/app/outbox', label: 'Outbox' },
      { to: '/app/settings/audit-log', label: 'Audit log' },
      { to: '/app/settings/history', label: 'Published changes' },
    ],
  },
  {
    label: 'Settings',
    entries: [
      { to: '/app/settings/portal', label: 'Portal' },
      { to: '/app/settings/access', label: 'Access settings' },
      { to: '/app/settings/scripts', label: 'Scripts and cookies' },
      { to: '/app/settings/languages', label: 'Languages' },
      { to: '/app/settings/identity', label: 'Identity providers' },
      { to: '/app/settings/sso', label: 'Single sign-on' },
      { to: '/app/settings/ai', label: 'Ask AI' },
      { to: '/app/settings/staff', label: 'Staff' },
      { to: '/app/settings/roles', label: 'Roles' },
      { to: '/app/settings/api-tokens', label: 'API tokens' },
      { to: '/app/settings/integrations', label: 'Integrations' },
      { to: '/app/settings/webhooks', label: 'Webhooks' },
      { to: '/app/settings/export', label: 'Export' },
    ],
  },
];

/** Every entry, Home first. */
export const APP_NAV: readonly AppNavEntry[] = [
  APP_HOME,
  ...APP_NAV_GROUPS.flatMap((group) => group.entries),
];

/** The entry a path belongs to: the longest one it starts with ('/app' only for itself). */
export function activeNavEntry(pathname: string): AppNavEntry | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return APP_NAV.filter((entry) =>
    entry.to === '/app' ? path === '/app' : path === entry.to || path.startsWith(`${entry.to}/`),
  ).sort((a, b) => b.to.length - a.to.length)[0];
}
