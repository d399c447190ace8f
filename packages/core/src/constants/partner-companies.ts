/**
 * The bundled list of 21 known partner companies (docs/editing.md, Company entries: the addendum
 * list), offered by the company search to every organisation. Logos are not bundled: a partner
 * shows its initials until the organisation's own entry carries a logo.
 */
export interface PartnerCompany {
  name: string;
  domain: string;
}

export const PARTNER_COMPANIES: readonly PartnerCompany[] = [
  { name: 'Amazon Web Services', domain: 'aws.amazon.com' },
  { name: 'Google Cloud', domain: 'cloud.google.com' },
  { name: 'Microsoft Azure', domain: 'azure.microsoft.com' },
  { name: 'Cloudflare', domain: 'cloudflare.com' },
  { name: 'Stripe', domain: 'stripe.com' },
  { name: 'Twilio', domain: 'twilio.com' },
  { name: 'SendGrid', domain: 'sendgrid.com' },
  { name: 'Datadog', domain: 'datadoghq.com' },
  { name: 'Sentry', domain: 'sentry.io' },
  { name: 'Slack', domain: 'slack.com' },
  { name: 'Zendesk', domain: 'zendesk.com' },
  { name: 'Salesforce', domain: 'salesforce.com' },
  { name: 'HubSpot', domain: 'hubspot.com' },
  { name: 'Intercom', domain: 'intercom.com' },
  { name: 'Atlassian', domain: 'atlassian.com' },
  { name: 'GitHub', domain: 'github.com' },
  { name: 'Okta', domain: 'okta.com' },
  { name: 'Snowflake', domain: 'snowflake.com' },
  { name: 'MongoDB Atlas', domain: 'mongodb.com' },
  { name: 'Segment', domain: 'segment.com' },
  { name: 'Zoom', domain: 'zoom.us' },
];
