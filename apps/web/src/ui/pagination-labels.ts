/**
 * Names for a Mantine Pagination's arrow buttons, which carry an icon alone: without them a
 * screen reader announces a nameless button (docs/accessibility.md).
 */
const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export const paginationControlProps = (control: keyof typeof CONTROL_LABELS) => ({
  'aria-label': CONTROL_LABELS[control],
});
