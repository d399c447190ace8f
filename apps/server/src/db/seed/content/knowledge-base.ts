/** Knowledge base: answers to common security questionnaire questions. */
import type { KbEntrySpec } from '../types.ts';

export const KNOWLEDGE_BASE: KbEntrySpec[] = [
  {
    question: 'Do you have a SOC 2 Type II report?',
    answer:
      'Yes. Acme Corp is audited annually against the AICPA Trust Services Criteria for Security, Availability and Confidentiality. The latest SOC 2 Type II report can be requested through our Trust Center under NDA.',
    favoritePublic: true,
  },
  {
    question: 'Are you ISO 27001 certified?',
    answer:
      'Yes. Our information security management system is certified to ISO/IEC 27001:2022 and extended with ISO/IEC 27701 for privacy. The certificates are available in the Reports section.',
    favoritePublic: true,
  },
  {
    question: 'Is customer data encrypted at rest?',
    answer:
      'Yes. All customer data, including backups, is encrypted at rest with AES-256 using keys managed in AWS KMS.',
    favoritePublic: true,
  },
  {
    question: 'Is data encrypted in transit?',
    answer:
      'Yes. All connections use TLS 1.2 or higher with HSTS; internal service-to-service traffic uses mutual TLS.',
  },
  {
    question: 'Where is customer data hosted?',
    answer:
      'Acme Cloud is hosted on Amazon Web Services in us-east-1 (United States) or eu-west-1 (Ireland), chosen by the customer at sign-up.',
  },
  {
    question: 'Can we choose to keep our data in the European Union?',
    answer:
      'Yes. Customers can select the EU region, in which case customer data at rest remains in the European Union.',
  },
  {
    question: 'Do you support single sign-on?',
    answer:
      'Yes. Acme Cloud supports SAML 2.0 and OpenID Connect, with SCIM provisioning, for Okta, Microsoft Entra ID, Google Workspace and other identity providers.',
  },
  {
    question: 'Do you enforce multi-factor authentication for employees?',
    answer:
      'Yes. All employees sign in through single sign-on with phishing-resistant WebAuthn security keys.',
  },
  {
    question: 'How often do you perform penetration tests?',
    answer:
      'An independent firm tests the application, APIs and cloud configuration at least annually and after major changes. An executive summary is available under NDA.',
  },
  {
    question: 'Do you have a bug bounty program?',
    answer:
      'Yes. We run a public program on HackerOne at https://hackerone.com/acme. Vulnerabilities can also be reported to security@acme.example.',
  },
  {
    question: 'How quickly do you patch critical vulnerabilities?',
    answer:
      'Critical vulnerabilities are remediated within 7 days, high within 30 days and medium within 90 days of discovery.',
  },
  {
    question: 'Do you have an incident response plan?',
    answer:
      'Yes. Our documented incident response plan defines severity levels, roles, escalation paths and customer communication. It is tested at least twice a year.',
  },
  {
    question: 'How will you notify us of a security breach?',
    answer:
      'We notify affected customers by e-mail without undue delay and within 48 hours of confirming a breach of their data, and provide updates until the incident is resolved.',
  },
  {
    question: 'What are your RTO and RPO?',
    answer:
      'Our recovery time objective is 24 to 48 hours and our recovery point objective is 12 hours. Both are validated by an annual disaster recovery test.',
  },
  {
    question: 'How often are backups taken and tested?',
    answer:
      'Databases are backed up continuously with point-in-time recovery and daily encrypted snapshots are copied to a second region. Restores are tested quarterly.',
  },
  {
    question: 'What is your uptime commitment?',
    answer:
      'Our SLA commits to 99.95% monthly availability for Acme Cloud. Current and historical status is published at https://status.acme.example.',
  },
  {
    question: 'Do you perform background checks on employees?',
    answer:
      'Yes. Employees and contractors with access to customer data pass a background check before starting, where permitted by local law.',
  },
  {
    question: 'Do employees receive security awareness training?',
    answer:
      'Yes. Training is completed at hire and annually, with monthly phishing simulations; engineers also complete secure coding training.',
  },
  {
    question: 'Do you use subprocessors?',
    answer:
      'Yes. The current list of subprocessors, their purpose and location is published in the Subprocessors section. We announce new subprocessors 30 days in advance.',
  },
  {
    question: 'Do you sign a Data Processing Agreement?',
    answer:
      'Yes. Our DPA, including the EU Standard Contractual Clauses and the UK Addendum, is available in the Legal section and applies to all customers.',
  },
  {
    question: 'Are you GDPR compliant?',
    answer:
      'Yes. We act as a processor for customer data, maintain records of processing, perform DPIAs and have appointed a Data Protection Officer (privacy@acme.example).',
  },
  {
    question: 'Will you sign a HIPAA Business Associate Agreement?',
    answer:
      'Yes, for customers on the Enterprise plan. Acme Cloud has been independently assessed against the HIPAA Security Rule.',
    accessLevel: 'restricted',
    comment: 'Route BAA requests to legal@acme.example.',
  },
  {
    question: 'Do you store credit card data?',
    answer:
      'No. Payments are processed by Stripe, a PCI DSS Level 1 service provider. Card data never touches Acme systems.',
  },
  {
    question: 'How is customer data deleted when we leave?',
    answer:
      'Customer data is deleted within 30 days of contract termination and expires from backups within 35 days. A certificate of deletion is available on request.',
  },
  {
    question: 'Is customer data used to train AI models?',
    answer:
      'No. Customer data is never used to train or fine-tune AI models. Our model providers are contractually bound to zero data retention.',
    favoritePublic: true,
  },
  {
    question: 'How is access to production systems controlled?',
    answer:
      'Production access is granted just-in-time, approved by a peer, limited to four hours and recorded. Access is reviewed quarterly and revoked within one business day of termination.',
  },
  {
    question: 'Do you log and monitor security events?',
    answer:
      'Yes. Infrastructure, application and identity logs are centralised in a SIEM, retained for 13 months and monitored 24x7.',
  },
  {
    question: 'Do you have cyber insurance?',
    answer:
      'Yes. We carry technology errors and omissions and cyber liability insurance. A certificate of insurance is available under NDA.',
    accessLevel: 'restricted',
  },
  {
    question: 'How are changes to production managed?',
    answer:
      'All changes are peer reviewed, tested in CI and deployed through an automated pipeline with progressive rollout and automatic rollback.',
  },
  {
    question: 'How are customer tenants isolated from each other?',
    answer:
      'Every query is scoped by tenant and enforced with PostgreSQL row-level security. Tenant isolation is covered by automated tests and the annual penetration test.',
  },
  {
    question: 'Do you have a business continuity plan?',
    answer:
      'Yes. It covers key personnel, communications and critical vendors, is reviewed annually and tested together with the disaster recovery plan.',
  },
  {
    question: 'Are company laptops encrypted and managed?',
    answer:
      'Yes. All laptops are enrolled in device management with enforced full-disk encryption, automatic updates and endpoint detection and response.',
  },
  {
    question: 'How does the mobile app protect data stored on the device?',
    answer:
      'Cached data is encrypted with keys held in the iOS Keychain or Android Keystore, and administrators can revoke sessions and wipe cached data remotely.',
    products: ['acme-mobile'],
  },
  {
    question: 'Does the mobile app support MDM?',
    answer:
      'Yes. Acme Mobile supports managed app configuration through AppConfig with Intune, Jamf, Kandji and Workspace ONE.',
    products: ['acme-mobile'],
  },
  {
    question: 'Who is responsible for security at Acme?',
    answer:
      'Our Chief Information Security Officer, Morgan Lee, leads a dedicated security team and reports to the CEO, with quarterly briefings to the board.',
  },
];
