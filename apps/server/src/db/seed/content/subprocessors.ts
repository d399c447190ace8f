/** Subprocessors of the demo organisation (the Subprocessors card). */
import type { CardSpec, CompanySpec, ItemSpec } from '../types.ts';

interface Subprocessor {
  name: string;
  domain: string;
  color: string;
  purpose: string;
  location: string;
  additionalDetails?: string;
}

const SUBPROCESSORS: Subprocessor[] = [
  {
    name: 'Amazon Web Services',
    domain: 'aws.amazon.com',
    color: '#232F3E',
    purpose: 'Cloud hosting and infrastructure',
    location: 'United States, Ireland',
    additionalDetails:
      'Primary hosting provider. Customer data is stored in the region selected by the customer.',
  },
  {
    name: 'Google Cloud',
    domain: 'cloud.google.com',
    color: '#4285F4',
    purpose: 'Encrypted backup storage and push notifications (Firebase Cloud Messaging)',
    location: 'United States, Belgium',
  },
  {
    name: 'Cloudflare',
    domain: 'cloudflare.com',
    color: '#F38020',
    purpose: 'Content delivery, DNS, DDoS protection and web application firewall',
    location: 'Global',
  },
  {
    name: 'Stripe',
    domain: 'stripe.com',
    color: '#635BFF',
    purpose: 'Payment processing and billing',
    location: 'United States',
  },
  {
    name: 'Twilio',
    domain: 'twilio.com',
    color: '#F22F46',
    purpose: 'SMS delivery for notifications and two-factor authentication',
    location: 'United States',
  },
  {
    name: 'SendGrid',
    domain: 'sendgrid.com',
    color: '#1A82E2',
    purpose: 'Transactional email delivery',
    location: 'United States',
  },
  {
    name: 'Datadog',
    domain: 'datadoghq.com',
    color: '#632CA6',
    purpose: 'Infrastructure monitoring and log management',
    location: 'United States, Germany',
    additionalDetails: 'Logs are scrubbed of customer content before ingestion.',
  },
  {
    name: 'Sentry',
    domain: 'sentry.io',
    color: '#362D59',
    purpose: 'Application error monitoring',
    location: 'United States',
  },
  {
    name: 'Zendesk',
    domain: 'zendesk.com',
    color: '#03363D',
    purpose: 'Customer support ticketing',
    location: 'United States',
  },
  {
    name: 'Slack',
    domain: 'slack.com',
    color: '#4A154B',
    purpose: 'Internal communication and shared customer support channels',
    location: 'United States',
  },
  {
    name: 'Okta',
    domain: 'okta.com',
    color: '#007DC1',
    purpose: 'Workforce identity and single sign-on',
    location: 'United States',
  },
  {
    name: 'Snowflake',
    domain: 'snowflake.com',
    color: '#29B5E8',
    purpose: 'Data warehouse for product analytics',
    location: 'United States',
    additionalDetails: 'Receives pseudonymised usage data only; no customer content.',
  },
  {
    name: 'MongoDB Atlas',
    domain: 'mongodb.com',
    color: '#00684A',
    purpose: 'Managed document database for workflow metadata',
    location: 'United States, Ireland',
  },
  {
    name: 'Salesforce',
    domain: 'salesforce.com',
    color: '#00A1E0',
    purpose: 'Customer relationship management',
    location: 'United States',
  },
  {
    name: 'HubSpot',
    domain: 'hubspot.com',
    color: '#FF7A59',
    purpose: 'Marketing automation and website forms',
    location: 'United States',
  },
  {
    name: 'Intercom',
    domain: 'intercom.com',
    color: '#1F8DED',
    purpose: 'In-app messaging and support chat',
    location: 'United States, Ireland',
  },
  {
    name: 'OpenAI',
    domain: 'openai.com',
    color: '#10A37F',
    purpose: 'Large language model inference for opt-in AI features',
    location: 'United States',
    additionalDetails: 'Zero data retention; prompts and outputs are never used for training.',
  },
];

const toItem = (s: Subprocessor): ItemSpec => {
  const company: CompanySpec = {
    source: 'addendum',
    name: s.name,
    domain: s.domain,
    url: `https://${s.domain}`,
    color: s.color,
  };
  return {
    title: s.name,
    company,
    details: {
      purpose: s.purpose,
      location: s.location,
      ...(s.additionalDetails ? { additionalDetails: s.additionalDetails } : {}),
    },
  };
};

/** Every subprocessor of Acme Cloud. */
export const cloudSubprocessors: CardSpec = { items: SUBPROCESSORS.map(toItem) };

const MOBILE = new Set([
  'Amazon Web Services',
  'Google Cloud',
  'Cloudflare',
  'Twilio',
  'Sentry',
  'Datadog',
]);

/** The subprocessors Acme Mobile relies on. */
export const mobileSubprocessors: CardSpec = {
  items: SUBPROCESSORS.filter((s) => MOBILE.has(s.name)).map(toItem),
};
