/**
 * Legal agreements, whitepapers, attestations and questionnaires of the demo organisation.
 */
import type { DocumentAccessType } from '@trustfront/core';
import type { SeedClock } from '../dates.ts';
import type { Classification, PdfBlock } from '../pdf.ts';
import type { DocumentSpec } from '../types.ts';
import { COMPANY } from './report-documents.ts';

interface SimpleDocument {
  fileName: string;
  title: string;
  subtitle?: string;
  date: Date;
  classification: Classification;
  documentAccessType?: DocumentAccessType;
  coverPage?: boolean;
  /** Each section: a heading followed by its paragraphs. */
  sections: [heading: string, ...paragraphs: string[]][];
  extra?: PdfBlock[];
}

function simpleDocument(doc: SimpleDocument): DocumentSpec {
  const blocks: PdfBlock[] = doc.sections.flatMap(([heading, ...paragraphs]) => [
    { kind: 'heading', text: heading },
    ...paragraphs.map((text): PdfBlock => ({ kind: 'paragraph', text })),
  ]);
  return {
    fileName: doc.fileName,
    documentAccessType: doc.documentAccessType,
    pdf: {
      title: doc.title,
      subtitle: doc.subtitle,
      company: COMPANY,
      date: doc.date,
      classification: doc.classification,
      coverPage: doc.coverPage,
      blocks: [...blocks, ...(doc.extra ?? [])],
    },
  };
}

export const securityWhitepaper = (clock: SeedClock, product: 'Acme Cloud' | 'Acme Mobile') =>
  simpleDocument({
    fileName: `${product} Security Whitepaper.pdf`,
    title: `${product} Security Whitepaper`,
    subtitle: 'How we protect your data, from infrastructure to application',
    date: clock.daysAgo(64),
    classification: 'Public',
    coverPage: true,
    sections: [
      [
        'Our Approach to Security',
        `Security is a shared responsibility at ${COMPANY}. A dedicated security team sets standards and builds guard rails, and every engineering team owns the security of the services it builds. Our program is aligned with ISO/IEC 27001 and independently audited against the AICPA Trust Services Criteria every year.`,
        'This whitepaper describes the technical and organisational measures that protect customer data in ' +
          `${product}. It is updated at least annually and whenever our architecture changes significantly.`,
      ],
      [
        'Infrastructure Security',
        'The platform runs on Amazon Web Services in the us-east-1 and eu-west-1 regions. Customers choose their data residency region at sign-up. Production runs in dedicated AWS accounts separated from development, with infrastructure defined as code and reviewed like any other change.',
        'Cloudflare provides DNS, DDoS mitigation and a web application firewall in front of every public endpoint.',
      ],
      [
        'Data Protection',
        'Customer data is encrypted in transit with TLS 1.2 or higher and at rest with AES-256. Encryption keys are managed in AWS KMS with automatic rotation; Enterprise customers can bring their own key. Each tenant is logically isolated and every query is scoped by tenant identifier, enforced by row-level security in the database.',
      ],
      [
        'Application Security',
        'Every change is peer reviewed and passes static analysis, dependency scanning and secret scanning before it can be merged. Independent penetration tests are performed annually and after major releases, and our public bug bounty program on HackerOne rewards researchers for valid findings.',
      ],
      [
        'Identity and Access',
        'Employees access production only through single sign-on with hardware-backed multi-factor authentication, using just-in-time access that expires automatically. Customers can enforce SAML single sign-on, SCIM provisioning and granular roles for their users.',
      ],
      [
        'Monitoring and Incident Response',
        'Logs from infrastructure, applications and identity providers flow to a central SIEM with alerting reviewed 24x7 by our on-call responders. Our incident response plan is tested annually, and customers are notified of incidents affecting their data without undue delay.',
      ],
      [
        'Business Continuity',
        'The platform is deployed across three availability zones with automatic failover. Encrypted backups are replicated to a second region daily and restoration is tested quarterly. Current availability is published at https://status.acme.example.',
      ],
    ],
  });

export const dataProcessingAddendum = (clock: SeedClock) =>
  simpleDocument({
    fileName: 'Acme Data Processing Addendum.pdf',
    title: 'Data Processing Addendum',
    subtitle: 'Including the EU Standard Contractual Clauses and the UK Addendum',
    date: clock.daysAgo(120),
    classification: 'Public',
    sections: [
      [
        '1. Definitions and Scope',
        `This Data Processing Addendum ("DPA") forms part of the agreement between ${COMPANY} and the Customer for the provision of the services, and applies where ${COMPANY} processes Customer Personal Data on behalf of the Customer as a processor.`,
      ],
      [
        '2. Processing of Personal Data',
        `${COMPANY} will process Customer Personal Data only on documented instructions of the Customer, including with regard to international transfers, unless required to do so by applicable law.`,
      ],
      [
        '3. Subprocessors',
        `The Customer provides general authorisation for ${COMPANY} to engage the subprocessors listed on the ${COMPANY} Trust Center. ${COMPANY} will notify the Customer at least 30 days before authorising a new subprocessor, and the Customer may object on reasonable data protection grounds.`,
      ],
      [
        '4. Security',
        `${COMPANY} implements the technical and organisational measures described in Annex II, which are reviewed regularly and will not materially decrease the overall level of security during the term of the agreement.`,
      ],
      [
        '5. Personal Data Breach',
        `${COMPANY} will notify the Customer without undue delay, and in any event within 48 hours, after becoming aware of a Personal Data Breach affecting Customer Personal Data.`,
      ],
      [
        '6. Audits',
        `${COMPANY} will make available its current SOC 2 Type II report and ISO/IEC 27001 certificate, and will respond to reasonable security questionnaires once per year.`,
      ],
      [
        '7. Return and Deletion',
        `Upon termination, ${COMPANY} will delete Customer Personal Data within 30 days, unless retention is required by law.`,
      ],
    ],
  });

export const securityAddendum = (clock: SeedClock) =>
  simpleDocument({
    fileName: 'Acme Enterprise Security Addendum.pdf',
    title: 'Enterprise Security Addendum',
    date: clock.daysAgo(140),
    classification: 'Confidential',
    sections: [
      [
        'Security Program',
        `${COMPANY} maintains a written information security program with administrative, technical and physical safeguards appropriate to the nature of the customer data it processes.`,
      ],
      [
        'Security Commitments',
        'Encryption of customer data in transit and at rest; annual independent penetration testing; annual SOC 2 Type II audit; vulnerability remediation within defined service levels (critical 7 days, high 30 days); background checks for personnel with access to customer data.',
      ],
      [
        'Customer Rights',
        'Enterprise customers may request a copy of the latest penetration test summary and SOC reports under NDA, and may conduct one on-site or remote audit per year with 30 days notice.',
      ],
    ],
  });

export const architectureOverview = (clock: SeedClock) =>
  simpleDocument({
    fileName: 'Acme Cloud Network Architecture Overview.pdf',
    title: 'Network Architecture Overview',
    subtitle: 'Acme Cloud production environment',
    date: clock.daysAgo(88),
    classification: 'Confidential',
    sections: [
      [
        'Network Zones',
        'Traffic enters through Cloudflare and reaches AWS Application Load Balancers in public subnets. Application workloads run in private subnets without direct internet access; egress is routed through NAT gateways with an allow-list proxy. Data stores sit in isolated subnets reachable only from the application tier.',
      ],
      [
        'Segmentation',
        'Production, staging and development are separate AWS accounts in an AWS Organization with service control policies that deny disabling logging, leaving approved regions or creating public S3 buckets.',
      ],
      [
        'Administrative Access',
        'There are no bastion hosts. Engineers reach production through an identity-aware proxy with short-lived certificates issued after SSO and hardware key authentication; every session is recorded.',
      ],
    ],
  });

export const insuranceCertificate = (clock: SeedClock) =>
  simpleDocument({
    fileName: 'Acme Certificate of Insurance.pdf',
    title: 'Certificate of Liability Insurance',
    date: clock.daysAgo(100),
    classification: 'Confidential',
    documentAccessType: 'view_only',
    sections: [
      [
        'Insured',
        `${COMPANY}, 500 Market Street, San Francisco, CA 94105. This certificate is issued as a matter of information only and confers no rights upon the certificate holder.`,
      ],
    ],
    extra: [
      {
        kind: 'table',
        columns: ['Coverage', 'Limit'],
        widths: [0.6, 0.4],
        rows: [
          ['Technology Errors and Omissions', 'USD 10,000,000 each claim'],
          ['Cyber and Network Security Liability', 'USD 10,000,000 aggregate'],
          ['Commercial General Liability', 'USD 2,000,000 each occurrence'],
          ['Crime', 'USD 1,000,000'],
        ],
      },
    ],
  });

export const complianceLetter = (
  clock: SeedClock,
  opts: {
    fileName: string;
    title: string;
    body: string[];
    classification: Classification;
    documentAccessType?: DocumentAccessType;
    signer?: [name: string, title: string];
  },
) => {
  const [name, title] = opts.signer ?? ['Morgan Lee', 'Chief Information Security Officer'];
  return simpleDocument({
    fileName: opts.fileName,
    title: opts.title,
    date: clock.daysAgo(110),
    classification: opts.classification,
    documentAccessType: opts.documentAccessType,
    sections: [['Statement', ...opts.body]],
    extra: [{ kind: 'signature', name, title: `${title}, ${COMPANY}` }],
  });
};

export const questionnaire = (
  clock: SeedClock,
  opts: { fileName: string; title: string; rows: [string, string, string][] },
  documentAccessType?: DocumentAccessType,
) =>
  simpleDocument({
    fileName: opts.fileName,
    title: opts.title,
    subtitle: `Completed by ${COMPANY} for Acme Cloud`,
    date: clock.daysAgo(70),
    classification: 'Confidential',
    documentAccessType,
    sections: [],
    extra: [
      {
        kind: 'table',
        columns: ['ID', 'Question', 'Answer'],
        widths: [0.12, 0.5, 0.38],
        rows: opts.rows,
      },
    ],
  });
