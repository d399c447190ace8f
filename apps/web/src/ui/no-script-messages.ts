/** The notices where an action needs JavaScript, in English (ui/NoScriptNotice.tsx). */
export const NO_SCRIPT_MESSAGES = {
  requestAccess: 'Requesting access and logging in need JavaScript: turn it on to continue.',
  search: 'Search needs JavaScript: turn it on to search this trust center.',
  subscribe: 'Subscribing to updates needs JavaScript: turn it on to subscribe.',
} as const;
