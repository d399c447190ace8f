/**
 * What a reader without JavaScript sees where an action needs it (docs/portal.md, Server
 * rendering): the page's text and links work without it, its dialogs do not. Styled inline, as
 * the first screen's stylesheet is all such a reader loads. The portal passes the text in the
 * page's language (`noScript` of its locales; English in ./no-script-messages.ts).
 */
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
