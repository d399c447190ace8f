/**
 * The Ask AI evaluation of the demo organisation (docs/search.md, How an answer is chosen):
 * reviewer questions as they are typed (typos, abbreviations, other words than the content's),
 * each with the titles of the sources that answer it (an FAQ, an item, a control, a fact, a
 * webpage, a document or an update), and questions the demo does not answer. The whole set is
 * the origin 'team' of the answer engine's evaluation (bench/draft-eval.ts), one of the origins
 * the engine is tuned on; the held-out questions are other origins' (bench/draft-questions.ts).
 */
export interface AnswerQuestion {
  question: string;
  /** Titles of the acceptable sources; empty when the demo does not answer the question. */
  sources: string[];
}

const a = (question: string, ...sources: string[]): AnswerQuestion => ({ question, sources });
const none = (question: string): AnswerQuestion => ({ question, sources: [] });

export const SOC2 = [
  'Do you have a SOC 2 Type II report?',
  'SOC 2 Type II',
  'SOC 2 Type II Report',
];
export const SOC2_ALL = [
  ...SOC2,
  'Acme SOC 2 Type II Report 2026',
  'Acme Corp has a SOC 2 Type II report and an ISO 27001 certificate',
  'SOC 2 Type II report now available',
];
export const ISO = [
  'Are you ISO 27001 certified?',
  'ISO 27001',
  'ISO 27001 Certificate',
  'Acme ISO 27001 Certificate',
  'Acme Corp has a SOC 2 Type II report and an ISO 27001 certificate',
  'Transition to ISO/IEC 27001:2022 completed',
];
export const AT_REST = [
  'Acme Cloud Security Whitepaper',
  'Is customer data encrypted at rest?',
  'Encryption at rest',
  'Encryption of data at rest',
  'Customer data is encrypted at rest with AES-256',
];
export const IN_TRANSIT = [
  'Acme Cloud Security Whitepaper',
  'Is data encrypted in transit?',
  'Encryption in transit',
  'Data in transit is protected with TLS 1.2 or higher',
];
export const HOSTING = [
  'Acme Cloud Security Whitepaper',
  'Where is customer data hosted?',
  'Cloud hosting',
  'Customer data is hosted in AWS in Frankfurt (eu-central-1) and Virginia (us-east-1)',
  'Amazon Web Services',
  'Data residency',
  'Data center security',
];
export const RESIDENCY = [
  'Can we choose to keep our data in the European Union?',
  'Data residency',
  'Customer data is hosted in AWS in Frankfurt (eu-central-1) and Virginia (us-east-1)',
  'Cloud hosting',
];
export const SSO = [
  'Do you support single sign-on?',
  'Single sign-on (SSO)',
  'Single sign-on is supported with SAML 2.0 and OpenID Connect',
];
export const STAFF_MFA = [
  'Do you enforce multi-factor authentication for employees?',
  'Multi-factor authentication for staff',
  'Single sign-on and MFA for employees',
];
export const PENTEST = [
  'How often do you perform penetration tests?',
  'Annual penetration test',
  'Penetration testing',
  'Penetration Test Summary',
  'Acme Cloud Penetration Test Summary 2026',
];
export const BOUNTY = [
  'Do you have a bug bounty program?',
  'Bug bounty program',
  'A bug bounty programme is run with HackerOne',
  'Responsible disclosure',
];
export const PATCHING = [
  'How quickly do you patch critical vulnerabilities?',
  'Vulnerability scanning',
];
export const INCIDENT = [
  'Do you have an incident response plan?',
  'Incident response plan',
  'Incident Response Policy',
  'Tabletop exercises',
];
export const BREACH = [
  'How will you notify us of a security breach?',
  'Customer notification',
  'Security incidents affecting customer data are notified within 72 hours',
];
export const RECOVERY = [
  'What are your RTO and RPO?',
  'Disaster recovery exercises',
  'The recovery time objective is four hours and the recovery point objective is one hour',
  'Disaster recovery',
  'RecoveryTime',
  'RecoveryPoint',
  'Annual disaster recovery test',
];
export const BACKUPS = [
  'How often are backups taken and tested?',
  'Daily encrypted backups',
  'Data backups',
];
export const UPTIME = [
  'What is your uptime commitment?',
  'The uptime commitment is 99.9% per month',
  'High availability',
  'Status page',
];
export const BACKGROUND = ['Do you perform background checks on employees?', 'Background checks'];
export const TRAINING = [
  'Do employees receive security awareness training?',
  'Security awareness training',
  'Phishing simulations',
  'Secure coding training',
];
export const SUBPROCESSORS = [
  'Do you use subprocessors?',
  'Vendor risk management',
  'Third-party risk management',
  'Vendor management',
  'Data processing addendum',
];
export const DPA = [
  'Do you sign a Data Processing Agreement?',
  'Data Processing Agreement',
  'Data Processing Addendum',
  'Data processing addendum',
  'Acme Data Processing Addendum',
];
export const GDPR = [
  'Are you GDPR compliant?',
  'GDPR',
  'Acme GDPR Compliance Statement',
  'Privacy policy',
  'Data Protection Officer',
];
export const CARDS = [
  'Do you store credit card data?',
  'Acme Corp does not store payment card data',
  'PCI DSS',
  'Stripe',
];
export const DELETION = [
  'How is customer data deleted when we leave?',
  'Data retention and deletion',
  'Data erasure',
  'Data Retention and Deletion Policy',
  'Acme Data Retention and Deletion Policy',
];
export const AI_TRAINING = [
  'Is customer data used to train AI models?',
  'Customer data is never used to train AI models',
  'No training on customer data',
  'Zero data retention with model providers',
];
export const PROD_ACCESS = [
  'How is access to production systems controlled?',
  'Least privilege production access',
  'Just-in-time production access',
  'Quarterly access reviews',
  'Least privilege',
];
export const LOGGING = [
  'Do you log and monitor security events?',
  'Centralised security logging',
  'Centralised logging',
  '24x7 alerting',
  'Audit logs',
];
export const CHANGES = [
  'How are changes to production managed?',
  'Change approval',
  'Automated deployment',
  'Secure software development lifecycle',
  'Code review',
];
export const TENANTS = [
  'How are customer tenants isolated from each other?',
  'Tenant isolation',
  'Acme Cloud Security Whitepaper',
];
export const CONTINUITY = [
  'Do you have a business continuity plan?',
  'Business continuity plan',
  'Business Continuity and Disaster Recovery Policy',
];
export const LAPTOPS = [
  'Are company laptops encrypted and managed?',
  'Endpoint protection',
  'Device management',
  'Disk encryption',
  'Endpoint detection and response',
];
export const CISO = [
  'Who is responsible for security at Acme?',
  'Security team',
  'The security team reports to the Chief Information Security Officer',
];

/** Questions with at least one source in the demo. */
const ANSWERABLE: AnswerQuestion[] = [
  a('Do you encrypt data at rest?', ...AT_REST),
  a('Is our data encrypted when stored?', ...AT_REST),
  a('Which encryption algorithm protects stored data?', ...AT_REST),
  a('is customer data encrpyted at rest', ...AT_REST),
  a('AES 256 for databases?', ...AT_REST),
  a('Is traffic encrypted with TLS?', ...IN_TRANSIT),
  a('what TLS version do you use', ...IN_TRANSIT),
  a('Is data encypted in transit?', ...IN_TRANSIT),
  a('Do you use HSTS?', ...IN_TRANSIT),
  a('Where is the SOC 2 report?', ...SOC2_ALL),
  a('Can I get your SOC 2 Type 2 audit?', ...SOC2_ALL),
  a('soc2 type ii', ...SOC2_ALL),
  a('Do you have a SOC2 attestation?', ...SOC2_ALL),
  a('Which trust services criteria does your SOC 2 cover?', ...SOC2_ALL),
  a('Who audits your SOC 2?', ...SOC2_ALL),
  a('Are you ISO 27001 certified?', ...ISO),
  a('iso27001 certificate', ...ISO),
  a('Are you certifed to ISO 27001?', ...ISO),
  a('Do you hold ISO 27701 for privacy?', 'ISO 27701', 'Acme ISO 27701 Certificate', ...ISO),
  a('Where do you host our data?', ...HOSTING),
  a('Which cloud provider do you use?', ...HOSTING),
  a('Do you run on AWS?', ...HOSTING),
  a('Can our data stay in the EU?', ...RESIDENCY),
  a('data residency options', ...RESIDENCY),
  a('Can we keep our data in Europe?', ...RESIDENCY),
  a('Do you support SAML single sign-on?', ...SSO),
  a('Do you support SSO?', ...SSO),
  a('Can we log in with Okta?', ...SSO, 'Okta'),
  a('Is SCIM user provisioning available?', 'SCIM provisioning', ...SSO),
  a('Do employees use MFA?', ...STAFF_MFA),
  a('Is 2FA required for your staff?', ...STAFF_MFA),
  a('Do your employees use security keys to sign in?', ...STAFF_MFA),
  a('How often do you run penetration tests?', ...PENTEST),
  a('Can we see the latest pentest results?', ...PENTEST),
  a('how often do you do a pen test', ...PENTEST),
  a('Do you have an independent penetation test?', ...PENTEST),
  a('Do you have a bug bounty?', ...BOUNTY),
  a('How do I report a security vulnerability?', ...BOUNTY),
  a('Do you use HackerOne?', ...BOUNTY),
  a('How fast are critical vulnerabilities patched?', ...PATCHING),
  a('What is your patching SLA for critical vulns?', ...PATCHING),
  a('Do you scan for vulnerabilities?', ...PATCHING, 'Static analysis and dependency scanning'),
  a('Do you have an incident response plan?', ...INCIDENT),
  a('Is there an IR plan?', ...INCIDENT),
  a('How often do you test your incident response?', ...INCIDENT),
  a('Will you tell us about a data breach?', ...BREACH),
  a('What is your breach notification timeline?', ...BREACH),
  a('How quickly are customers notified of a breach?', ...BREACH),
  a('What are your RTO and RPO?', ...RECOVERY),
  a('What is the recovery time objective?', ...RECOVERY),
  a('rpo?', ...RECOVERY),
  a('Do you test disaster recovery?', ...RECOVERY),
  a('Do you have a DR plan?', ...RECOVERY, ...CONTINUITY),
  a('How often are backups taken?', ...BACKUPS),
  a('Are backups encrypted?', ...BACKUPS, ...AT_REST),
  a('Do you test restoring backups?', ...BACKUPS),
  a('What is your uptime SLA?', ...UPTIME),
  a('What availability do you guarantee?', ...UPTIME),
  a('Do you have a status page?', ...UPTIME),
  a('Do you do background checks?', ...BACKGROUND),
  a('Are employees screened before hiring?', ...BACKGROUND),
  a('Do staff get security training?', ...TRAINING),
  a('Do you run phishing simulations?', ...TRAINING),
  a('Do you use subprocessors?', ...SUBPROCESSORS),
  a('How do you assess your vendors?', ...SUBPROCESSORS),
  a('Do you sign a DPA?', ...DPA),
  a('Do you offer standard contractual clauses?', ...DPA, ...GDPR),
  a('Are you GDPR compliant?', ...GDPR),
  a('Who is your data protection officer?', ...GDPR),
  a('gdpr compliance', ...GDPR),
  a('Do you store credit card numbers?', ...CARDS),
  a('Are you PCI compliant?', ...CARDS),
  a('How is our data deleted when the contract ends?', ...DELETION),
  a('data retention after termination', ...DELETION),
  a('Can you give us a certificate of deletion?', ...DELETION),
  a('Do you train AI on our data?', ...AI_TRAINING),
  a('Is customer data used for machine learning training?', ...AI_TRAINING),
  a('Do you use OpenAI?', 'OpenAI', 'New subprocessor: OpenAI', 'AI features are opt-in'),
  a('Are AI features optional?', 'AI features are opt-in', 'OpenAI', 'New subprocessor: OpenAI'),
  a('Do you have AI governance?', 'AI governance', 'ISO/IEC 42001 certification'),
  a('How is access to production controlled?', ...PROD_ACCESS),
  a('Do engineers have standing access to prod?', ...PROD_ACCESS),
  a('How often do you review user access?', ...PROD_ACCESS),
  a('Is access revoked when someone leaves?', 'Offboarding', ...PROD_ACCESS),
  a('Do you have a SIEM?', ...LOGGING),
  a('How long do you retain logs?', ...LOGGING),
  a('Is there 24/7 monitoring?', ...LOGGING, 'Endpoint detection and response'),
  a('How are code changes reviewed?', ...CHANGES, 'Segregation of duties'),
  a('Do you have a secure SDLC?', ...CHANGES),
  a('How do you isolate tenants?', ...TENANTS),
  a('Is there multi tenancy seperation?', ...TENANTS),
  a('Do you have a BCP?', ...CONTINUITY),
  a('business continuity', ...CONTINUITY),
  a('Are laptops encrypted?', ...LAPTOPS),
  a('Do you use MDM on employee devices?', ...LAPTOPS),
  a('Do you have EDR?', ...LAPTOPS),
  a('Who is your CISO?', ...CISO),
  a('Who leads the security team?', ...CISO),
  a('Do you have a web application firewall?', 'Web application firewall', 'DDoS protection'),
  a('How do you protect against DDoS attacks?', 'DDoS protection', 'Cloudflare'),
  a('Do you support IP allowlisting?', 'IP allow-listing'),
  a('Can we export our data?', 'Customer data export'),
  a('Do you keep audit logs for customers?', 'Audit logs'),
  a('Can we bring our own encryption keys?', 'Customer-managed encryption keys'),
  a('Do you support BYOK?', 'Customer-managed encryption keys'),
  a('Are you FedRAMP authorized?', 'FedRAMP Moderate', 'FedRAMP readiness'),
  a('Do you support HIPAA?', 'HIPAA'),
  a('Are you CCPA compliant?', 'CCPA', 'Privacy policy'),
  a('Do you have CSA STAR?', 'CSA STAR Level 2', 'CSA CAIQ v4'),
  a('Can we get a completed CAIQ?', 'CSA CAIQ v4'),
  a('Do you have a SIG questionnaire?', 'SIG Lite'),
  a('Do you have cyber insurance?', 'Cyber insurance', 'Certificate of Insurance'),
  a('How often do you rotate encryption keys?', 'Key rotation', ...AT_REST),
  a('Is the network segmented?', 'Network segmentation', 'Network Architecture Overview'),
  a(
    'Do you use infrastructure as code?',
    'Infrastructure as code',
    'Acme Cloud Security Whitepaper',
  ),
  a('Is production separate from staging?', 'Separate production environment'),
  a('Do you classify data?', 'Data classification'),
  a('How are old laptops disposed of?', 'Secure disposal'),
  a('Do you do risk assessments?', 'Risk assessments', 'Risk treatment'),
  a(
    'Do you have an information security policy?',
    'Information Security Policy',
    'Acme Information Security Policy',
    'Information security policies',
  ),
  a('What happened in the EU API incident?', 'Degraded API performance in the EU region'),
  a(
    'Were you affected by the logging library vulnerability?',
    'Response to critical vulnerability in a widely used logging library',
  ),
  a('Do you scan code for secrets?', 'Secret scanning', 'Secure software development lifecycle'),
  a('Are containers scanned?', 'Container security', ...PATCHING),
  a('Do you have a password manager?', 'Password manager'),
  a(
    'Is there physical security at the data centers?',
    'Data center security',
    'Environmental protections',
  ),
];

/** Questions the demo's content does not answer. */
const UNANSWERABLE: AnswerQuestion[] = [
  none('Do you support on-premise deployment?'),
  none('What is your office address in Tokyo?'),
  none('How many employees do you have?'),
  none('What programming language is the backend written in?'),
  none('What is the price of the Enterprise plan?'),
  none('Do you accept payment in Bitcoin?'),
  none('Who is your chief financial officer?'),
  none('Do you have a SOC 3 report?'),
  none('Are you certified to CMMC level 2?'),
  none('Do you support Kerberos authentication?'),
  none('Is there a Windows Phone app?'),
  none('What is your dress code?'),
  none('Do you use quantum-safe cryptography?'),
  none('Do you offer a 24/7 telephone hotline for sales?'),
  none('What was your revenue last year?'),
  none('Do you sponsor any football teams?'),
  none('Is the product available in Japanese?'),
  none('Do you have a TISAX label?'),
  none('What is the maximum file upload size in the app?'),
  none('Do you allow pets in the office?'),
  none('Are you listed on the stock exchange?'),
  none('Do you support LDAP directory sync?'),
  none('What is your parental leave policy?'),
  none('Can we host the platform in Australia?'),
  none('Do you have an IRAP assessment?'),
  none('Which SIEM vendor do you resell?'),
  none('Who won the chess tournament?'),
  none('Do you offer a free trial?'),
  none('What colour is your logo?'),
  none('Is there a Linux desktop client?'),
];

/** Every question with its set: all of them tune the answer engine (held-out ones are elsewhere). */
export const ANSWER_QUESTIONS: (AnswerQuestion & { set: 'tuning' | 'held-out' })[] = [
  ...ANSWERABLE,
  ...UNANSWERABLE,
].map((q) => ({ ...q, set: 'tuning' }));
