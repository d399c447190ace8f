/**
 * The demo organisation's security policies, each a short PDF with purpose, scope, policy
 * statements, roles and a revision history.
 */
import type { DocumentAccessType } from '@trustfront/core';
import { longDate, type SeedClock } from '../dates.ts';
import type { Classification } from '../pdf.ts';
import type { DocumentSpec } from '../types.ts';
import { COMPANY } from './report-documents.ts';

interface PolicyText {
  name: string;
  version: string;
  owner: string;
  purpose: string;
  statements: string[];
  /** Days since the last approval. */
  approvedDaysAgo: number;
}

export const POLICIES = {
  informationSecurity: {
    name: 'Information Security Policy',
    version: '5.1',
    owner: 'Chief Information Security Officer',
    approvedDaysAgo: 96,
    purpose:
      'This policy sets out how Acme Corp protects the confidentiality, integrity and availability of its information and of the information customers entrust to it, and establishes the information security management system (ISMS).',
    statements: [
      'Information is classified as Public, Internal, Confidential or Restricted, and handled according to its classification.',
      'Access to information systems is granted on the principle of least privilege and reviewed quarterly.',
      'All workforce members complete security awareness training at hire and annually.',
      'Security risks are assessed at least annually and treated according to the risk management procedure.',
      'Suspected security incidents must be reported immediately to security@acme.example.',
      'Exceptions to this policy require written approval from the CISO and are reviewed every six months.',
    ],
  },
  acceptableUse: {
    name: 'Acceptable Use Policy',
    version: '3.4',
    owner: 'Head of IT',
    approvedDaysAgo: 130,
    purpose:
      'This policy defines the acceptable use of Acme Corp devices, accounts, networks and data by employees, contractors and temporary staff.',
    statements: [
      'Company devices must be enrolled in device management, encrypted and kept up to date.',
      'Company credentials must not be shared and must be protected by multi-factor authentication.',
      'Customer data must only be processed on company-managed systems for authorised business purposes.',
      'Installing unapproved software or browser extensions that access company data is prohibited.',
      'Lost or stolen devices must be reported to IT within one hour of discovery.',
    ],
  },
  accessControl: {
    name: 'Access Control Policy',
    version: '4.0',
    owner: 'Director of Security Engineering',
    approvedDaysAgo: 96,
    purpose:
      'This policy governs how access to Acme Corp systems and customer data is requested, approved, provisioned, reviewed and revoked.',
    statements: [
      'All workforce access uses single sign-on with phishing-resistant multi-factor authentication.',
      'Production access is granted just-in-time for a limited duration and is logged.',
      'Privileged accounts are separate from day-to-day accounts and are reviewed monthly.',
      'Access is revoked within one business day of a role change or termination.',
      'Service accounts are owned by a named team and their credentials are rotated automatically.',
    ],
  },
  incidentResponse: {
    name: 'Incident Response Policy',
    version: '3.2',
    owner: 'Head of Detection and Response',
    approvedDaysAgo: 150,
    purpose:
      'This policy establishes how Acme Corp detects, responds to, communicates and learns from security incidents.',
    statements: [
      'Incidents are classified SEV1 to SEV4 by impact; SEV1 incidents page the on-call incident commander within 15 minutes.',
      'Affected customers are notified without undue delay and within 72 hours of confirming a personal data breach.',
      'Evidence is preserved following chain-of-custody procedures.',
      'A blameless post-incident review is completed within ten business days of every SEV1 and SEV2 incident.',
      'The incident response plan is exercised at least annually.',
    ],
  },
  businessContinuity: {
    name: 'Business Continuity and Disaster Recovery Policy',
    version: '2.6',
    owner: 'VP of Infrastructure',
    approvedDaysAgo: 180,
    purpose:
      'This policy ensures that Acme Corp can continue to deliver its services to customers during and after a disruptive event.',
    statements: [
      'Critical services are deployed across at least three availability zones.',
      'The recovery time objective for the production platform is 24 to 48 hours and the recovery point objective is 12 hours.',
      'Backups are encrypted, stored in a separate region and tested by restoration at least quarterly.',
      'The disaster recovery plan is tested annually and results are reported to leadership.',
    ],
  },
  dataRetention: {
    name: 'Data Retention and Deletion Policy',
    version: '2.2',
    owner: 'Data Protection Officer',
    approvedDaysAgo: 210,
    purpose:
      'This policy defines how long Acme Corp retains different categories of data and how it is securely deleted.',
    statements: [
      'Customer data is retained for the duration of the agreement and deleted within 30 days of termination.',
      'Backups containing customer data expire within 35 days.',
      'Security logs are retained for 13 months to support investigations.',
      'Deletion uses cryptographic erasure or provider deletion APIs that render data unrecoverable.',
    ],
  },
  vendorManagement: {
    name: 'Vendor Risk Management Policy',
    version: '2.0',
    owner: 'GRC Manager',
    approvedDaysAgo: 240,
    purpose:
      'This policy governs how Acme Corp selects, assesses and monitors vendors that access its systems or data.',
    statements: [
      'Vendors are tiered by the data they process and the criticality of their service.',
      'Tier 1 vendors provide a SOC 2 Type II report or ISO 27001 certificate before onboarding and annually.',
      'Vendors processing personal data sign a data processing agreement including Standard Contractual Clauses where required.',
      'New subprocessors are announced to customers at least 30 days before they start processing customer data.',
    ],
  },
} satisfies Record<string, PolicyText>;

/** A policy PDF; `fileName` defaults to 'Acme {name}.pdf'. */
export function policyDocument(
  clock: SeedClock,
  policy: PolicyText,
  opts: { classification?: Classification; documentAccessType?: DocumentAccessType } = {},
): DocumentSpec {
  const approved = clock.daysAgo(policy.approvedDaysAgo);
  return {
    fileName: `Acme ${policy.name}.pdf`,
    documentAccessType: opts.documentAccessType,
    pdf: {
      title: policy.name,
      subtitle: `Version ${policy.version} | Owner: ${policy.owner}`,
      company: COMPANY,
      date: approved,
      classification: opts.classification ?? 'Public',
      blocks: [
        { kind: 'heading', text: '1. Purpose' },
        { kind: 'paragraph', text: policy.purpose },
        { kind: 'heading', text: '2. Scope' },
        {
          kind: 'paragraph',
          text: `This policy applies to all ${COMPANY} employees, contractors and third parties with access to ${COMPANY} systems or data, and to all environments that store or process customer data.`,
        },
        { kind: 'heading', text: '3. Policy' },
        { kind: 'bullets', items: policy.statements },
        { kind: 'heading', text: '4. Roles and Responsibilities' },
        {
          kind: 'paragraph',
          text: `The ${policy.owner} owns this policy and is responsible for its review at least annually. Managers are responsible for ensuring their teams comply with it. Every workforce member is responsible for following it and for reporting violations.`,
        },
        { kind: 'heading', text: '5. Enforcement' },
        {
          kind: 'paragraph',
          text: 'Violations of this policy may result in disciplinary action, up to and including termination of employment or contract, and may be reported to law enforcement where required.',
        },
        { kind: 'heading', text: '6. Revision History' },
        {
          kind: 'table',
          columns: ['Version', 'Date', 'Description', 'Approved by'],
          widths: [0.14, 0.24, 0.38, 0.24],
          rows: [
            [
              policy.version,
              longDate(approved),
              'Annual review; updated references',
              'Security Steering Committee',
            ],
            [
              'Previous',
              longDate(clock.daysAgo(policy.approvedDaysAgo + 365)),
              'Annual review',
              'Security Steering Committee',
            ],
          ],
        },
      ],
    },
  };
}
