/**
 * What a reader without JavaScript sees where an action needs it (docs/portal.md, Server
 * rendering): the page's text and links work without it, its dialogs do not. Styled inline, as
 * the first screen's stylesheet is all such a reader loads.
 */
export const NO_SCRIPT_MESSAGES = {
  requestAccess: 'Requesting access and logging in need JavaScript: turn it on to continue.',
  search: 'Search needs JavaScript: turn it on to search this trust center.',
  subscribe: 'Subscribing to updates needs JavaScript: turn it on to subscribe.',
} as const;

export function NoScriptNotice({ children }: { children: string }) {
  return (
    <noscript>
      <p
        data-testid="noscript-notice"
        style={{ margin: '8px 0 0', fontSize: 14, color: 'var(--mantine-color-dimmed)' }}
      >
        {children}
      </p>
    </noscript>
  );
}
