import { Anchor, Group } from '@mantine/core';
import { IconExternalLink } from './icons/icons.ts';
import { safeHttpUrl } from '@trustfront/core';

/**
 * A link that opens a stored outside address in a new tab, with the external-link icon; nothing
 * when the address is not a usable http(s) link (one stored without its scheme is read as https).
 */
export function ExternalLink({
  href,
  label,
  size = 'sm',
}: {
  href: string | null | undefined;
  label: string;
  size?: 'xs' | 'sm';
}) {
  const safe = safeHttpUrl(href, { assumeHttps: true });
  if (!safe) return null;
  return (
    <Anchor href={safe} target="_blank" rel="noopener noreferrer" size={size}>
      <Group gap={4} component="span" wrap="nowrap">
        {label}
        <IconExternalLink size={size === 'xs' ? 12 : 14} />
      </Group>
    </Anchor>
  );
}
