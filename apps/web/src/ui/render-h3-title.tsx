import { Title } from '@mantine/core';

/**
 * `renderRoot` of a Drawer.Title or Modal.Title: the dialog's own title element, which names the
 * dialog, is rendered as an h3 in the look of the card headings (Mantine's is an h2, and a heading
 * of ours inside it would nest one heading in another).
 */
export function renderH3Title(props: Record<string, unknown>) {
  return <Title {...props} order={3} size="h4" />;
}
