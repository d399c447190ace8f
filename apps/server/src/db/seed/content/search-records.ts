/**
 * The demo's controls, facts and webpages (docs/search.md, Controls, facts and webpages): what a
 * security team keeps beside its cards and FAQs so that reviewers' questions find short, exact
 * answers. One of each is internal (staff only), so that search shows what it keeps from visitors.
 */
import type { ControlStatus, RecordVisibility } from '@trustfront/core';

export interface ControlSpec {
  name: string;
  description: string;
  status: ControlStatus;
  visibility?: RecordVisibility;
}
export interface FactSpec {
  statement: string;
  details: string;
  visibility?: RecordVisibility;
}
export interface WebpageSpec {
  title: string;
  url: string;
  body: string;
  visibility?: RecordVisibility;
}

export const CONTROLS: ControlSpec[] = [
  {
    name: 'Encryption of data at rest',
    description:
      'Customer data in databases, object storage and backups is encrypted at rest with AES-256 using keys held in a managed key management service.',
    status: 'implemented',
  },
  {
    name: 'Encryption in transit',
    description:
      'All connections to the service use TLS 1.2 or higher with modern cipher suites; HTTP Strict Transport Security is enabled on every domain.',
    status: 'implemented',
  },
  {
    name: 'Key rotation',
    description:
      'Encryption keys are rotated automatically every year and immediately when a compromise is suspected. Key access is logged.',
    status: 'implemented',
  },
  {
    name: 'Multi-factor authentication for staff',
    description:
      'Every employee and contractor signs in to company systems through single sign-on with phishing-resistant multi-factor authentication (security keys).',
    status: 'implemented',
  },
  {
    name: 'Quarterly access reviews',
    description:
      'Managers review who has access to production systems and customer data every quarter; access that is no longer needed is removed within one business day.',
    status: 'implemented',
  },
  {
    name: 'Least privilege production access',
    description:
      'Engineers have no standing access to production. Access is requested just in time, approved by a second engineer and expires after four hours.',
    status: 'implemented',
  },
  {
    name: 'Centralised security logging',
    description:
      'Audit logs of infrastructure, applications and identity providers are collected centrally, kept for one year and monitored around the clock by the security operations team.',
    status: 'implemented',
  },
  {
    name: 'Vulnerability scanning',
    description:
      'Container images, dependencies and cloud configuration are scanned continuously; critical vulnerabilities are patched within 72 hours.',
    status: 'implemented',
  },
  {
    name: 'Annual penetration test',
    description:
      'An independent firm performs a penetration test of the platform and mobile apps at least once a year; findings are tracked to closure.',
    status: 'implemented',
  },
  {
    name: 'Secure software development lifecycle',
    description:
      'Every change is peer reviewed, tested in continuous integration with static analysis and secret scanning, and deployed through an automated pipeline.',
    status: 'implemented',
  },
  {
    name: 'Daily encrypted backups',
    description:
      'Production databases are backed up every day and continuously through point-in-time recovery; backups are encrypted, stored in a second region and restored in a test every quarter.',
    status: 'implemented',
  },
  {
    name: 'Disaster recovery exercises',
    description:
      'Failover to the secondary region is rehearsed twice a year against a recovery time objective of four hours and a recovery point objective of one hour.',
    status: 'implemented',
  },
  {
    name: 'Incident response plan',
    description:
      'A documented incident response plan defines roles, severity levels and communication; it is tested with a tabletop exercise every year.',
    status: 'implemented',
  },
  {
    name: 'Security awareness training',
    description:
      'All employees complete security awareness and privacy training when they join and every year, with monthly phishing simulations.',
    status: 'implemented',
  },
  {
    name: 'Background checks',
    description: 'Employees are background checked before they start, where local law allows.',
    status: 'implemented',
  },
  {
    name: 'Endpoint protection',
    description:
      'Company laptops are managed by MDM with full-disk encryption, automatic updates, screen lock and endpoint detection and response.',
    status: 'implemented',
  },
  {
    name: 'Vendor risk management',
    description:
      'Subprocessors and vendors are assessed for security and privacy before onboarding and reviewed every year.',
    status: 'implemented',
  },
  {
    name: 'Data retention and deletion',
    description:
      'Customer data is deleted within 30 days after the end of the contract, and removed from backups within a further 35 days.',
    status: 'implemented',
  },
  {
    name: 'Tenant isolation',
    description:
      'Every query is scoped to the customer tenant by row-level security in the database; tenants never share encryption keys.',
    status: 'implemented',
  },
  {
    name: 'Customer-managed encryption keys',
    description:
      'Customers on the Enterprise plan will be able to bring their own keys from their cloud key management service.',
    status: 'in_progress',
  },
  {
    name: 'FedRAMP readiness',
    description: 'Preparation for a FedRAMP Moderate assessment is planned.',
    status: 'planned',
  },
  {
    name: 'Red team programme',
    description:
      'An internal red team exercise plan for next year, with target systems and scenarios.',
    status: 'planned',
    visibility: 'internal',
  },
];

export const FACTS: FactSpec[] = [
  {
    statement: 'Customer data is encrypted at rest with AES-256',
    details:
      'Databases, object storage and backups are encrypted with AES-256; keys live in a managed key management service and rotate every year.',
  },
  {
    statement: 'Data in transit is protected with TLS 1.2 or higher',
    details: 'Older protocols are disabled; HSTS is enabled.',
  },
  {
    statement:
      'Customer data is hosted in AWS in Frankfurt (eu-central-1) and Virginia (us-east-1)',
    details:
      'Customers choose the region when their workspace is created; EU data stays in the EU.',
  },
  {
    statement: 'Acme Corp has a SOC 2 Type II report and an ISO 27001 certificate',
    details:
      'The SOC 2 Type II report covers security, availability and confidentiality and is renewed every year.',
  },
  {
    statement: 'The uptime commitment is 99.9% per month',
    details:
      'Service credits apply below the commitment; current status is published on the status page.',
  },
  {
    statement:
      'The recovery time objective is four hours and the recovery point objective is one hour',
    details: 'Both are tested in disaster recovery exercises twice a year.',
  },
  {
    statement: 'Security incidents affecting customer data are notified within 72 hours',
    details: 'Affected customers are told by e-mail and through the trust center.',
  },
  {
    statement: 'Single sign-on is supported with SAML 2.0 and OpenID Connect',
    details: 'SCIM provisioning is available on the Business and Enterprise plans.',
  },
  {
    statement: 'Customer data is never used to train AI models',
    details: 'AI features run on models that do not keep or learn from customer content.',
  },
  {
    statement: 'Acme Corp does not store payment card data',
    details: 'Card payments are processed by a PCI DSS Level 1 payment provider.',
  },
  {
    statement: 'A bug bounty programme is run with HackerOne',
    details: 'Researchers are rewarded for valid findings; the scope and rules are published.',
  },
  {
    statement: 'The security team reports to the Chief Information Security Officer',
    details: 'The CISO reports to the CEO and presents security risks to the board every quarter.',
  },
  {
    statement: 'Acme Corp holds cyber liability insurance of 10 million USD',
    details: 'Certificates of insurance are available on request.',
  },
  {
    statement: 'The next SOC 2 audit window starts in March',
    details: 'Draft scope for the auditor, not yet public.',
    visibility: 'internal',
  },
];

export const WEBPAGES: WebpageSpec[] = [
  {
    title: 'Security at Acme',
    url: 'https://acme.example/security',
    body: 'Security is built into everything we do. Our platform runs on AWS with encryption at rest and in transit, strict access controls and round-the-clock monitoring. Read about our certifications, our responsible disclosure programme and how to report a vulnerability.',
  },
  {
    title: 'Privacy policy',
    url: 'https://acme.example/privacy',
    body: 'This policy explains which personal data Acme Corp processes, why, for how long and your rights under the GDPR and the CCPA. You can ask for a copy of your data or its deletion by writing to privacy@acme.example.',
  },
  {
    title: 'Responsible disclosure',
    url: 'https://acme.example/security/disclosure',
    body: 'If you believe you have found a security vulnerability, report it to security@acme.example or through our HackerOne bug bounty programme. We answer within two business days and will not take legal action against good-faith research.',
  },
  {
    title: 'Status page',
    url: 'https://status.acme.example',
    body: 'Live availability of the Acme Cloud platform, API and mobile apps, planned maintenance and the history of past incidents.',
  },
  {
    title: 'Data processing addendum',
    url: 'https://acme.example/legal/dpa',
    body: 'The data processing addendum sets out how Acme Corp processes personal data on behalf of customers, with the standard contractual clauses for international transfers and the list of subprocessors.',
  },
];
