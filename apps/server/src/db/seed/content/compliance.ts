/**
 * Acme Cloud's overview text, certifications, security grades and risk profile, and the
 * constructors shared with Acme Mobile.
 */
import { GRADE_PROVIDERS, type GradeProviderId } from '@trustfront/core';
import { isoDate, type SeedClock } from '../dates.ts';
import type { CardSpec, ItemSpec } from '../types.ts';
import { control } from './helpers.ts';
import { complianceLetter } from './other-documents.ts';
import { ISO_REGISTRAR, SOC_AUDITOR, isoCertificate } from './report-documents.ts';

export const CLOUD_OVERVIEW = `Acme Corp builds Acme Cloud, the workflow and analytics platform trusted by more than 4,000 organisations, from fast-growing startups to Fortune 500 enterprises. Our customers entrust us with their most important business data, and protecting it is at the heart of everything we do.

Our security program is led by a dedicated team reporting to our Chief Information Security Officer and is built on industry frameworks including ISO/IEC 27001, the AICPA Trust Services Criteria and the NIST Cybersecurity Framework. Independent auditors examine our controls every year, and we publish the results here.

This Trust Center is the place to learn how we protect your data: browse our certifications and audit reports, read our policies, review our subprocessors and find answers to common security questions. Some documents are available after you request access and accept our NDA.

Questions that are not answered here? Contact our security team at security@acme.example.`;

/**
 * A security rating entry; the link follows the provider's rules (docs/editing.md, Security
 * grades).
 */
export function gradeItem(
  providerId: GradeProviderId,
  grade: string,
  description: string,
  domain = 'acme.example',
): ItemSpec {
  const provider = GRADE_PROVIDERS.find((p) => p.id === providerId);
  if (!provider) throw new Error(`Unknown grade provider ${providerId}`);
  const url =
    'urlPrefix' in provider
      ? `${provider.urlPrefix}${domain}`
      : provider.id === 'bitsight'
        ? domain
        : null;
  return {
    title: provider.name,
    details: { grade: { provider: provider.id, label: provider.name, description, url, grade } },
  };
}

/** The risk profile answers (docs/editing.md, Risk profile). */
export function riskProfileCard(hosting: 'major_cloud' | 'combination'): CardSpec {
  return {
    items: [
      {
        title: 'DataAccess',
        details: {
          choice: 'restricted',
          explanation: 'Acme processes customer business data classified as Confidential.',
        },
      },
      {
        title: 'Impact',
        details: {
          choice: 'moderate',
          explanation: 'A disruption would delay customer workflows but not stop their operations.',
        },
      },
      { title: 'CriticalDependence', details: { choice: 'no' } },
      {
        title: 'RecoveryTime',
        details: {
          choice: 'range',
          value: 'hours_24_48',
          explanation: 'Full regional recovery is tested annually.',
        },
      },
      {
        title: 'RecoveryPoint',
        details: {
          choice: 'custom',
          value: 'hours_12',
          explanation: 'Continuous backups; worst-case cross-region data loss of 12 hours.',
        },
      },
      { title: 'Hosting', details: { choice: hosting } },
      {
        title: 'TpDependence',
        details: { choice: 'yes', explanation: 'Hosting depends on Amazon Web Services.' },
      },
    ],
  };
}

type ComplianceKind = 'Overview' | 'Certifications' | 'SecurityGrades' | 'RiskProfile';

export function complianceCards(clock: SeedClock): Record<ComplianceKind, CardSpec> {
  const annual = isoDate(clock.daysAhead(320));
  return {
    Overview: { content: { overview: CLOUD_OVERVIEW }, items: [] },
    Certifications: {
      items: [
        control(
          'SOC 2 Type II',
          'Annual examination of Security, Availability and Confidentiality.',
          {
            slug: 'soc-2',
            details: { auditor: SOC_AUDITOR, expiry: annual },
          },
        ),
        control(
          'ISO 27001',
          'Certified information security management system (ISO/IEC 27001:2022).',
          {
            slug: 'iso-27001',
            details: { auditor: ISO_REGISTRAR, expiry: isoDate(clock.daysAhead(895)) },
          },
        ),
        control(
          'ISO 27701',
          'Certified privacy information management system extending our ISMS.',
          {
            details: { auditor: ISO_REGISTRAR, expiry: isoDate(clock.daysAhead(895)) },
            documents: [isoCertificate(clock, 'ISO/IEC 27701:2019', 'NB-PIMS-118230')],
          },
        ),
        control(
          'GDPR',
          'We comply with the GDPR as a processor and offer a DPA with SCCs to every customer.',
          {
            details: {
              auditor: 'Internal assessment by the Data Protection Officer',
              expiry: annual,
            },
            documents: [
              complianceLetter(clock, {
                fileName: 'Acme GDPR Compliance Statement.pdf',
                title: 'GDPR Compliance Statement',
                classification: 'Public',
                signer: ['Claire Dubois', 'Data Protection Officer'],
                body: [
                  'Acme Corp acts as a processor of personal data on behalf of its customers and as a controller for its own business operations. We maintain a record of processing activities, conduct data protection impact assessments for high-risk processing and have appointed a Data Protection Officer.',
                  'International transfers rely on the EU Standard Contractual Clauses and the EU-US Data Privacy Framework, supported by transfer impact assessments.',
                ],
              }),
            ],
          },
        ),
        control(
          'HIPAA',
          'Acme Cloud supports HIPAA-regulated workloads and signs Business Associate Agreements.',
          {
            details: { auditor: SOC_AUDITOR, expiry: annual },
            access: 'restricted',
            documents: [
              complianceLetter(clock, {
                fileName: 'Acme HIPAA Attestation Letter.pdf',
                title: 'HIPAA Security Rule Attestation',
                classification: 'Confidential',
                body: [
                  `An independent assessment by ${SOC_AUDITOR} found that the administrative, physical and technical safeguards of Acme Cloud meet the requirements of the HIPAA Security Rule (45 CFR Part 164, Subpart C).`,
                  'Acme Corp signs Business Associate Agreements with customers on the Enterprise plan.',
                ],
              }),
            ],
          },
        ),
        control(
          'PCI DSS',
          'Payments are processed by Stripe, a PCI DSS Level 1 service provider; our own environment is assessed against SAQ A.',
          {
            details: { auditor: 'Bayside QSA Services', expiry: isoDate(clock.daysAhead(210)) },
            access: 'restricted',
            documents: [
              complianceLetter(clock, {
                fileName: 'Acme PCI DSS Attestation of Compliance.pdf',
                title: 'PCI DSS v4.0 Attestation of Compliance (SAQ A)',
                classification: 'Confidential',
                documentAccessType: 'view_only',
                body: [
                  'Acme Corp does not store, process or transmit cardholder data. All payment card data is collected directly by Stripe through hosted payment fields.',
                  'Acme Corp has completed Self-Assessment Questionnaire A for PCI DSS v4.0 and is in compliance with all applicable requirements.',
                ],
              }),
            ],
          },
        ),
        control(
          'CSA STAR Level 2',
          'Third-party certification against the Cloud Controls Matrix.',
          {
            details: { auditor: ISO_REGISTRAR, expiry: isoDate(clock.daysAhead(540)) },
          },
        ),
        control(
          'CCPA',
          'We act as a service provider under the California Consumer Privacy Act.',
          {},
        ),
        control(
          'FedRAMP Moderate',
          'Our FedRAMP Moderate authorization is in progress with an agency sponsor.',
          {
            enabledState: 'work_in_progress',
            details: { auditor: 'Kestrel Federal Assessors (3PAO)' },
          },
        ),
        control('StateRAMP', 'Planned after FedRAMP authorization.', {
          enabledState: 'not_enabled',
        }),
      ],
    },
    SecurityGrades: {
      items: [
        gradeItem(
          'securityscorecard',
          'A',
          'Outside-in rating of the acme.example attack surface.',
        ),
        gradeItem('bitsight', '790', 'BitSight security rating for acme.example.'),
        gradeItem('blackkite', 'A+', 'Black Kite cyber risk rating.'),
        gradeItem('panorays', '712', 'Panorays external security posture score.'),
        gradeItem('upguard', '845', 'UpGuard security rating of our external footprint.'),
        gradeItem('cyberwrite', '4', 'Cyberwrite cyber risk rating (1 to 5).'),
        gradeItem('riskrecon', '8.5', 'RiskRecon rating across our public-facing systems.'),
        gradeItem('ssllabs', 'A+', 'TLS configuration of acme.example.'),
        gradeItem('securityheaders', 'A', 'HTTP security headers of acme.example.'),
        gradeItem('observatory', 'A+', 'Mozilla Observatory web security scan.'),
      ],
    },
    RiskProfile: riskProfileCard('major_cloud'),
  };
}
