/**
 * The demo's access-request queue: two visitors waiting for review, and a domain whose requests
 * are approved automatically with the 'NDA customers' profile.
 */
export const AUTO_APPROVED_DOMAIN = 'initech.example';

export const PENDING_REQUESTS = [
  {
    email: 'bruce@wayne-enterprises.example',
    firstName: 'Bruce',
    lastName: 'Wayne',
    companyName: 'Wayne Enterprises',
    fields: {
      jobTitle: 'Head of Vendor Risk',
      relationship: 'prospective_customer',
      country: 'US',
    },
    source: 'trust_center',
  },
  {
    email: 'diana@themyscira-health.example',
    firstName: 'Diana',
    lastName: 'Prince',
    companyName: 'Themyscira Health',
    fields: { jobTitle: 'Security Analyst', relationship: 'customer', country: 'GR' },
    source: 'trust_center',
  },
] as const;
