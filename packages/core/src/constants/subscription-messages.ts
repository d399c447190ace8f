/**
 * The texts of subscribing to trust updates and unsubscribing from them (docs/updates.md,
 * Subscriptions), verbatim, and the few labels of the subscribe popover and the staff's updates
 * pages.
 */
export const SUBSCRIPTION_MESSAGES = {
  confirmedTitle: 'Subscription confirmed',
  failedTitle: 'Subscription failed',
  confirmedBody: (org: string, portal: string) =>
    `You will receive updates from ${org}'s ${portal} by email.`,
  blocked: (org: string, portal: string) =>
    `You are blocked from subscribing to updates from ${org}'s ${portal}. If you do not believe you should be blocked, please contact support`,
  tokenInvalid: 'Your subscription link expired. Please try to subscribe again.',
  tryAgain: 'Try again',
  checkInbox: 'Please check your email inbox to confirm your subscription',
  unsubscribed: 'You have been unsubscribed to updates',
  unsubscribeFailedTitle: 'Unsubscribe failed',
  unsubscribeFailedBody: 'Your unsubscribe link expired. Please contact support',
  unknownError: 'Unfortunately, an unknown error has occurred.',
  invalidEmail: 'This email is invalid',
  // Ours, not quoted in docs/updates.md: the popover's and the confirm modal's own labels.
  subscribeTitle: 'Subscribe to updates',
  subscribePrompt: (org: string) => `Get ${org}'s trust updates by email.`,
  agreeLabel: 'I agree to receive emails about trust updates',
  unsubscribeTitle: 'Unsubscribe from updates',
  unsubscribePrompt: (email: string) => `Stop sending trust updates to ${email}?`,
  unsubscribeConfirm: 'Unsubscribe',
} as const;

/** Outcomes of a subscribe confirmation link, carried back to the portal as `subscribeStatus`. */
export const SUBSCRIBE_STATUSES = ['Confirmed', 'Blocked', 'TokenInvalid'] as const;
export type SubscribeStatus = (typeof SUBSCRIBE_STATUSES)[number];

/** The event reported when an unsubscribe fails (docs/updates.md, Subscriptions). */
export const UNSUBSCRIBE_FAILED_EVENT = 'StatusPageUnsubscribeFailed';
/** The event reported when the subscribe call fails (docs/updates.md, Subscriptions). */
export const SUBSCRIBE_FAILED_EVENT = 'StatusPageSubscribeFailed';
