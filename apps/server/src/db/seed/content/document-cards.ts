/**
 * Acme Cloud's document-bearing cards: Reports, Policies, Legal, Documents and Questionnaires.
 */
import { longDate, type SeedClock } from '../dates.ts';
import type { BridgeLetter, CardSpec } from '../types.ts';
import { control } from './helpers.ts';
import {
  architectureOverview,
  dataProcessingAddendum,
  insuranceCertificate,
  questionnaire,
  securityAddendum,
  securityWhitepaper,
} from './other-documents.ts';
import { POLICIES, policyDocument } from './policy-documents.ts';
import {
  ISO_REGISTRAR,
  endSentence,
  PENTEST_FIRM,
  SOC_AUDITOR,
  auditPeriod,
  isoCertificate,
  penTestSummary,
  socReport,
} from './report-documents.ts';

/** The bridge letter covering the gap between the end of the audit period and today. */
export function bridgeLetter(
  clock: SeedClock,
  letterType: 'SOC 1' | 'SOC 2',
  system: string,
): BridgeLetter {
  const { start, end } = auditPeriod(clock);
  return {
    letterEnabled: true,
    letterType,
    letterContent: `${system}'s most recent ${letterType} Type II examination, performed by ${SOC_AUDITOR}, covered the period ${longDate(start)} to ${longDate(end)}. Management confirms that, since the end of that period, there have been no material changes to the system of internal control described in the report, and that we are not aware of any deficiencies that would adversely affect the opinion. Our next ${letterType} Type II examination is under way and the report is expected within 90 days of the end of the next period.`,
    signerName: 'Morgan Lee',
    signerTitle: 'Chief Information Security Officer',
  };
}

type DocumentKind = 'Reports' | 'Policies' | 'Legal' | 'Documents' | 'Questionnaires';

export function documentCards(clock: SeedClock): Record<DocumentKind, CardSpec> {
  const { start, end } = auditPeriod(clock);
  const p = POLICIES;
  return {
    Reports: {
      items: [
        control(
          'SOC 2 Type II Report',
          `Independent examination of our controls relevant to Security, Availability and Confidentiality for ${longDate(start)} to ${longDate(end)}.`,
          {
            ref: 'cloud.soc2',
            slug: 'soc-2-type-ii-report',
            access: 'restricted',
            details: { auditor: SOC_AUDITOR, type: 'SOC 2 Type II' },
            bridgeLetter: bridgeLetter(clock, 'SOC 2', 'Acme Cloud'),
            documents: [socReport(clock, 'SOC 2', 'Acme Cloud')],
          },
        ),
        control(
          'ISO 27001 Certificate',
          `Certificate of registration of our information security management system, issued by ${endSentence(ISO_REGISTRAR)}`,
          {
            ref: 'cloud.iso27001-certificate',
            slug: 'iso-27001-certificate',
            details: { auditor: ISO_REGISTRAR, type: 'ISO 27001 Certificate' },
            documents: [isoCertificate(clock, 'ISO/IEC 27001:2022', 'NB-ISMS-204817')],
          },
        ),
        control(
          'Penetration Test Summary',
          `Executive summary of the annual penetration test by ${PENTEST_FIRM}, including remediation status.`,
          {
            ref: 'cloud.pentest',
            access: 'restricted_hidden',
            details: { auditor: PENTEST_FIRM, type: 'Penetration Test' },
            documents: [
              { ...penTestSummary(clock, 'Acme Cloud'), documentAccessType: 'view_only' },
            ],
          },
        ),
        control(
          'SOC 1 Type II Report',
          'Examination of controls relevant to our customers\u2019 internal control over financial reporting (billing and usage metering).',
          {
            ref: 'cloud.soc1',
            access: 'restricted',
            details: { auditor: SOC_AUDITOR, type: 'SOC 1 Type II' },
            bridgeLetter: bridgeLetter(clock, 'SOC 1', 'Acme Cloud'),
            documents: [socReport(clock, 'SOC 1', 'Acme Cloud')],
          },
        ),
      ],
    },
    Policies: {
      items: [
        control(p.informationSecurity.name, 'Our top-level policy establishing the ISMS.', {
          slug: 'information-security-policy',
          documents: [policyDocument(clock, p.informationSecurity)],
        }),
        control(p.acceptableUse.name, 'Rules for the use of company devices, accounts and data.', {
          documents: [policyDocument(clock, p.acceptableUse, { documentAccessType: 'view_only' })],
        }),
        control(p.accessControl.name, 'How access is requested, approved, reviewed and revoked.', {
          access: 'restricted',
          documents: [policyDocument(clock, p.accessControl, { classification: 'Confidential' })],
        }),
        control(p.incidentResponse.name, 'How we detect, respond to and learn from incidents.', {
          access: 'restricted',
          documents: [
            policyDocument(clock, p.incidentResponse, { classification: 'Confidential' }),
          ],
        }),
        control(p.businessContinuity.name, 'Continuity and recovery objectives and testing.', {
          access: 'restricted',
          documents: [
            policyDocument(clock, p.businessContinuity, {
              classification: 'Confidential',
              documentAccessType: 'view_only',
            }),
          ],
        }),
        control(p.dataRetention.name, 'Retention periods and secure deletion of data.', {
          documents: [policyDocument(clock, p.dataRetention)],
        }),
        control(
          p.vendorManagement.name,
          'Assessment and monitoring of vendors and subprocessors.',
          {
            access: 'restricted_hidden',
            documents: [
              policyDocument(clock, p.vendorManagement, { classification: 'Restricted' }),
            ],
          },
        ),
      ],
    },
    Legal: {
      items: [
        control('Terms of Service', 'The terms that govern the use of Acme products.', {
          details: { href: 'https://acme.example/legal/terms' },
        }),
        control('Privacy Policy', 'How Acme collects, uses and protects personal information.', {
          details: { href: 'https://acme.example/legal/privacy' },
        }),
        control(
          'Data Processing Addendum',
          'Our GDPR-compliant DPA with Standard Contractual Clauses.',
          {
            ref: 'cloud.dpa',
            slug: 'dpa',
            documents: [dataProcessingAddendum(clock)],
          },
        ),
        control(
          'Enterprise Security Addendum',
          'Contractual security commitments for Enterprise customers.',
          { access: 'restricted', documents: [securityAddendum(clock)] },
        ),
        control('Cookie Policy', 'The cookies used on acme.example and how to control them.', {
          details: { href: 'https://acme.example/legal/cookies' },
        }),
      ],
    },
    Documents: {
      featured: ['cloud.soc2', 'cloud.whitepaper', 'cloud.iso27001-certificate'],
      items: [
        control(
          'Security Whitepaper',
          'An overview of the Acme Cloud security program and architecture.',
          {
            ref: 'cloud.whitepaper',
            slug: 'security-whitepaper',
            documents: [securityWhitepaper(clock, 'Acme Cloud')],
          },
        ),
        control(
          'Network Architecture Overview',
          'Network zones, segmentation and administrative access in production.',
          { access: 'restricted', documents: [architectureOverview(clock)] },
        ),
        control('Certificate of Insurance', 'Proof of our cyber and E&O insurance coverage.', {
          access: 'restricted',
          documents: [insuranceCertificate(clock)],
        }),
      ],
    },
    Questionnaires: {
      items: [
        control(
          'CSA CAIQ v4',
          'Our completed Cloud Security Alliance Consensus Assessments Initiative Questionnaire.',
          {
            access: 'restricted',
            documents: [
              questionnaire(clock, {
                fileName: 'Acme CAIQ v4.0.3.pdf',
                title: 'Consensus Assessments Initiative Questionnaire v4.0.3',
                rows: [
                  [
                    'A&A-01.1',
                    'Are audit and assurance policies established and reviewed annually?',
                    'Yes. Reviewed annually by the Security Steering Committee.',
                  ],
                  [
                    'A&A-02.1',
                    'Are independent audits conducted at least annually?',
                    'Yes. SOC 2 Type II and ISO 27001 surveillance audits.',
                  ],
                  [
                    'CEK-03.1',
                    'Is data encrypted at rest and in transit?',
                    'Yes. AES-256 at rest, TLS 1.2+ in transit.',
                  ],
                  [
                    'DSP-07.1',
                    'Is customer data deleted at the end of the contract?',
                    'Yes. Within 30 days of termination.',
                  ],
                  [
                    'IAM-14.1',
                    'Is strong authentication required for privileged access?',
                    'Yes. SSO with WebAuthn and just-in-time access.',
                  ],
                  [
                    'LOG-05.1',
                    'Are security logs monitored and alerts responded to?',
                    'Yes. Central SIEM with 24x7 on-call.',
                  ],
                  [
                    'SEF-08.1',
                    'Are customers notified of security breaches?',
                    'Yes. Within 48 hours of confirmation.',
                  ],
                  [
                    'TVM-07.1',
                    'Are penetration tests performed at least annually?',
                    'Yes. By an independent firm.',
                  ],
                ],
              }),
            ],
          },
        ),
        control(
          'SIG Lite',
          'Our completed Standardized Information Gathering (SIG) Lite questionnaire.',
          {
            access: 'restricted',
            documents: [
              questionnaire(
                clock,
                {
                  fileName: `Acme SIG Lite ${clock.year}.pdf`,
                  title: `SIG Lite ${clock.year}`,
                  rows: [
                    [
                      'A.1',
                      'Is there a risk assessment program?',
                      'Yes. Annual, with a risk register.',
                    ],
                    ['B.1', 'Is there an information security policy?', 'Yes. Approved annually.'],
                    ['D.1', 'Is there an asset inventory?', 'Yes. Automated, with owners.'],
                    ['H.1', 'Is access reviewed periodically?', 'Yes. Quarterly.'],
                    ['J.1', 'Is there an incident response plan?', 'Yes. Tested twice a year.'],
                    ['K.1', 'Is there a business continuity plan?', 'Yes. Tested annually.'],
                  ],
                },
                'view_only',
              ),
            ],
          },
        ),
        control('HECVAT Full', 'Higher Education Community Vendor Assessment Toolkit.', {
          enabledState: 'work_in_progress',
        }),
      ],
    },
  };
}
