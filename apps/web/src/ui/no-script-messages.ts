/**
 * The notices where an action needs JavaScript (ui/NoScriptNotice.tsx), and the link back from
 * the pages the server answers without it, in English.
 */
export const NO_SCRIPT_MESSAGES = {
  requestAccess: 'Requesting access and logging in need JavaScript: turn it on to continue.',
  /** The link back from a page the server answers a search or a subscription with. */
  backToPortal: 'Back to {{org}}',
} as const;
