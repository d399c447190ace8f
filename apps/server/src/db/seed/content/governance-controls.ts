/**
 * Organisational control cards of Acme Cloud: corporate security, physical security, change
 * management, training, continuity, assets, risk, incident response, privacy, AI and ESG.
 */
import type { CardSpec } from '../types.ts';
import { control } from './helpers.ts';

type GovernanceKind =
  | 'DataPrivacy'
  | 'Ai'
  | 'CustomerData'
  | 'InternalPractices'
  | 'PhysicalEnvironmental'
  | 'ChangeConfigurationManagement'
  | 'AwarenessTraining'
  | 'BusinessContinuity'
  | 'AssetManagement'
  | 'RiskManagement'
  | 'IncidentResponse'
  | 'Esg';

export const governanceCards: Record<GovernanceKind, CardSpec> = {
  DataPrivacy: {
    items: [
      control(
        'Data Processing Agreement',
        'Our DPA includes the EU Standard Contractual Clauses and the UK Addendum and is available to every customer.',
      ),
      control(
        'Data residency',
        'Customers choose to host their data in the United States or the European Union; data at rest stays in the chosen region.',
      ),
      control(
        'Data subject requests',
        'Administrators can export or delete personal data of their users; we assist customers with requests within 10 days.',
      ),
      control(
        'Privacy by design',
        'New features that process personal data undergo a privacy review and, where required, a data protection impact assessment.',
      ),
      control(
        'Data Protection Officer',
        'Our Data Protection Officer can be reached at privacy@acme.example.',
      ),
    ],
  },
  Ai: {
    title: 'AI',
    items: [
      control(
        'No training on customer data',
        'Customer data is never used to train or fine-tune AI models, ours or our providers\u2019.',
        { slug: 'ai-customer-data' },
      ),
      control(
        'AI features are opt-in',
        'Workspace administrators choose whether AI features are available to their users.',
      ),
      control(
        'Zero data retention with model providers',
        'Our LLM providers are contractually bound to zero data retention for prompts and completions.',
      ),
      control(
        'AI governance',
        'An AI review board assesses new AI features for security, privacy and bias risks before release, aligned with the NIST AI Risk Management Framework.',
        { isCustom: true },
      ),
      control(
        'ISO/IEC 42001 certification',
        'We are preparing for certification of our AI management system.',
        { enabledState: 'work_in_progress' },
      ),
    ],
  },
  CustomerData: {
    placeholder: 'Customer data handling details are coming soon.',
    items: [],
  },
  InternalPractices: {
    items: [
      control(
        'Background checks',
        'All employees and contractors with access to customer data pass a background check before their start date, where permitted by law.',
      ),
      control(
        'Confidentiality agreements',
        'Employees and contractors sign confidentiality agreements and acknowledge the Code of Conduct at hire and annually.',
      ),
      control(
        'Security team',
        'A dedicated security team led by our CISO, who reports to the CEO and briefs the board quarterly.',
      ),
      control(
        'Vendor management',
        'Vendors with access to customer data are assessed before onboarding and reviewed annually.',
      ),
      control(
        'Information security policies',
        'Policies are reviewed and approved annually and are available to all employees.',
      ),
    ],
  },
  PhysicalEnvironmental: {
    items: [
      control(
        'Data center security',
        'Production is hosted in AWS data centers with 24x7 guards, biometric access control and video surveillance, covered by AWS SOC 2 and ISO 27001 reports.',
      ),
      control(
        'Office access control',
        'Our offices use badge access, visitor registration and CCTV; no customer data is stored in offices.',
      ),
      control(
        'Environmental protections',
        'AWS facilities have redundant power, fire detection and suppression, and climate control.',
      ),
    ],
  },
  ChangeConfigurationManagement: {
    items: [
      control(
        'Change approval',
        'Every production change is peer reviewed and traceable to a ticket; emergency changes are reviewed retrospectively within two business days.',
      ),
      control(
        'Automated deployment',
        'Deployments happen only through the CI/CD pipeline with progressive rollouts and automatic rollback on error-rate regressions.',
      ),
      control(
        'Configuration baselines',
        'Servers, containers and laptops follow hardened configuration baselines derived from CIS benchmarks.',
      ),
      control(
        'Segregation of duties',
        'Engineers cannot approve their own changes, and branch protection is enforced on every production repository.',
      ),
    ],
  },
  AwarenessTraining: {
    items: [
      control(
        'Security awareness training',
        'All workforce members complete security and privacy training at hire and annually.',
      ),
      control(
        'Phishing simulations',
        'Monthly phishing simulations with just-in-time training for anyone who clicks.',
      ),
      control(
        'Secure coding training',
        'Engineers complete secure coding training based on the OWASP Top 10 each year.',
      ),
    ],
  },
  BusinessContinuity: {
    displayText: 'RTO 24-48 hours, RPO 12 hours, tested every year',
    items: [
      control(
        'Business continuity plan',
        'A documented business continuity plan covers key personnel, communication and critical vendors, and is reviewed annually.',
      ),
      control(
        'Disaster recovery',
        'Recovery procedures restore the platform in a second AWS region within our recovery time objective of 24 to 48 hours.',
      ),
      control(
        'Annual disaster recovery test',
        'A full regional failover exercise is run every year and its results are reported to leadership.',
        { access: 'restricted' },
      ),
      control(
        'Multi-region active-active deployment',
        'We are evaluating an active-active deployment across regions for the core API.',
        { enabledState: 'not_enabled' },
      ),
    ],
  },
  AssetManagement: {
    items: [
      control(
        'Asset inventory',
        'Cloud resources, laptops and SaaS applications are inventoried automatically, each with a named owner.',
      ),
      control(
        'Data classification',
        'Information is classified as Public, Internal, Confidential or Restricted and handled accordingly.',
      ),
      control(
        'Secure disposal',
        'Laptops are wiped with NIST 800-88 compliant methods before reuse or disposal by a certified vendor.',
      ),
    ],
  },
  RiskManagement: {
    items: [
      control(
        'Risk assessments',
        'A formal risk assessment is performed annually and when significant changes occur; risks are tracked in a risk register.',
      ),
      control(
        'Risk treatment',
        'Each risk has an owner and a treatment plan approved by the Security Steering Committee.',
      ),
      control(
        'Third-party risk management',
        'Subprocessors are tiered by risk and reassessed annually using their audit reports and questionnaires.',
      ),
      control(
        'Cyber insurance',
        'We maintain technology errors and omissions and cyber liability insurance.',
      ),
    ],
  },
  IncidentResponse: {
    items: [
      control(
        'Incident response plan',
        'A documented plan defines severity levels, roles, escalation and communication for security incidents.',
      ),
      control(
        'Customer notification',
        'Affected customers are notified without undue delay, and within 48 hours of confirming a breach of their data.',
      ),
      control(
        'Tabletop exercises',
        'The incident response team runs tabletop exercises at least twice a year.',
      ),
      control(
        'Post-incident reviews',
        'Blameless reviews follow every significant incident; corrective actions are tracked to completion.',
      ),
      control(
        'Forensic readiness',
        'Retainer with an external digital forensics and incident response firm.',
        { access: 'restricted_hidden' },
      ),
    ],
  },
  Esg: {
    title: 'ESG',
    hidden: true,
    items: [
      control(
        'Renewable energy',
        'Our cloud regions are powered by AWS, which matches 100% of its electricity consumption with renewable energy.',
      ),
      control(
        'Carbon footprint reporting',
        'We publish an annual greenhouse gas inventory covering scopes 1, 2 and 3.',
        { enabledState: 'work_in_progress' },
      ),
      control(
        'Supplier code of conduct',
        'Key suppliers commit to our supplier code of conduct covering labour, ethics and environment.',
      ),
    ],
  },
};
