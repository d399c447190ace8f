/**
 * What a reader without JavaScript sees where an action needs it (docs/portal.md, Server
 * rendering): the page's text and links work without it, its dialogs do not. Styled inline, as
 * the first screen's stylesheet is all such a reader loads. In the page's language (`noScript`
 * of portal/i18n/locales).
 */
import { useT } from '../portal/i18n/use-t.tsx';
import type { NO_SCRIPT_MESSAGES } from './no-script-messages.ts';


export function NoScriptNotice({ notice }: { notice: keyof typeof NO_SCRIPT_MESSAGES }) {
  const t = useT();
  return (
    <noscript>
      <p
        data-testid="noscript-notice"
        style={{ margin: '8px 0 0', fontSize: 14, color: 'var(--mantine-color-dimmed)' }}
      >
        {t(`noScript.${notice}`)}
      </p>
    </noscript>
  );
}
