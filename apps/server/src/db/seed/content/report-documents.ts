/**
 * Audit reports and certificates of the demo organisation: SOC 1 / SOC 2 Type II reports,
 * ISO certificates and penetration test summaries, as multi-page PDFs.
 */
import { longDate, type SeedClock } from '../dates.ts';
import type { PdfBlock } from '../pdf.ts';
import type { DocumentSpec } from '../types.ts';
import { SOC1_CONTROLS, SOC2_CONTROLS } from './soc-controls.ts';

export const COMPANY = 'Acme Corp';
export const SOC_AUDITOR = 'Halden & Rowe LLP';
export const ISO_REGISTRAR = 'Northbridge Certification Ltd.';
export const PENTEST_FIRM = 'Ironclad Security Labs';

/**
 * Ends a sentence with `text`: adds the full stop unless `text` ends with one already, as a name
 * like 'Northbridge Certification Ltd.' does ('… issued by Northbridge Certification Ltd.').
 */
export const endSentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The audit period of the current SOC reports: twelve months ending 45 days ago. */
export function auditPeriod(clock: SeedClock): { start: Date; end: Date; issued: Date } {
  return { start: clock.daysAgo(410), end: clock.daysAgo(45), issued: clock.daysAgo(21) };
}

const opinion = (kind: 'SOC 1' | 'SOC 2', system: string, start: Date, end: Date): PdfBlock[] => [
  { kind: 'heading', text: "Section I: Independent Service Auditor's Report" },
  { kind: 'subheading', text: 'Scope' },
  {
    kind: 'paragraph',
    text: `We have examined ${COMPANY}'s accompanying description of its ${system} system throughout the period ${longDate(start)} to ${longDate(end)}, and the suitability of the design and operating effectiveness of controls stated in the description ${kind === 'SOC 2' ? 'to provide reasonable assurance that its service commitments and system requirements were achieved based on the trust services criteria relevant to Security, Availability and Confidentiality' : 'to achieve the related control objectives relevant to user entities\u2019 internal control over financial reporting'}.`,
  },
  {
    kind: 'paragraph',
    text: `${COMPANY} uses subservice organizations for cloud hosting and content delivery. The description includes only the controls of ${COMPANY} and excludes the controls of the subservice organizations. The description also indicates that certain criteria can be met only if complementary user entity controls are suitably designed and operating effectively.`,
  },
  { kind: 'subheading', text: "Service Organization's Responsibilities" },
  {
    kind: 'paragraph',
    text: `${COMPANY} is responsible for its service commitments and system requirements and for designing, implementing and operating effective controls within the system. ${COMPANY} has provided the accompanying assertion about the description and the suitability of design and operating effectiveness of controls.`,
  },
  { kind: 'subheading', text: "Service Auditor's Responsibilities" },
  {
    kind: 'paragraph',
    text: 'Our responsibility is to express an opinion on the description and on the suitability of design and operating effectiveness of controls based on our examination. Our examination was conducted in accordance with attestation standards established by the American Institute of Certified Public Accountants. We believe that the evidence we obtained is sufficient and appropriate to provide a reasonable basis for our opinion.',
  },
  { kind: 'subheading', text: 'Inherent Limitations' },
  {
    kind: 'paragraph',
    text: 'Because of their nature, controls may not always operate effectively. Projections of any evaluation of effectiveness to future periods are subject to the risk that controls may become inadequate because of changes in conditions.',
  },
  { kind: 'subheading', text: 'Opinion' },
  {
    kind: 'paragraph',
    text: `In our opinion, in all material respects, the description fairly presents the ${system} system that was designed and implemented throughout the period, the controls stated in the description were suitably designed, and the controls operated effectively throughout the period ${longDate(start)} to ${longDate(end)}.`,
  },
  {
    kind: 'signature',
    name: SOC_AUDITOR,
    title: 'Certified Public Accountants, San Francisco, California',
  },
];

const systemDescription = (system: string): PdfBlock[] => [
  { kind: 'heading', text: 'Section III: Description of the System' },
  { kind: 'subheading', text: 'Company Overview and Services Provided' },
  {
    kind: 'paragraph',
    text: `${COMPANY} provides ${system}, a multi-tenant software-as-a-service platform used by more than 4,000 organisations to manage customer workflows, analytics and integrations. The platform is delivered from Amazon Web Services regions in the United States and the European Union.`,
  },
  { kind: 'subheading', text: 'Infrastructure' },
  {
    kind: 'table',
    columns: ['Component', 'Description'],
    widths: [0.3, 0.7],
    rows: [
      [
        'Compute',
        'Containerised services on Amazon EKS across three availability zones per region.',
      ],
      [
        'Data stores',
        'Amazon RDS for PostgreSQL (Multi-AZ), Amazon S3 and Redis, encrypted with AES-256 keys managed in AWS KMS.',
      ],
      [
        'Edge',
        'Cloudflare for DNS, DDoS protection, TLS termination and the web application firewall.',
      ],
      ['Identity', 'Okta single sign-on with WebAuthn for all workforce access.'],
      [
        'Monitoring',
        'Datadog for metrics and logs, Sentry for application errors, PagerDuty for on-call.',
      ],
    ],
  },
  { kind: 'subheading', text: 'People' },
  {
    kind: 'paragraph',
    text: 'The Security team reports to the Chief Information Security Officer and is organised into Security Engineering, Governance Risk and Compliance, and Detection and Response. Engineering teams own their services and participate in a 24x7 on-call rotation.',
  },
  { kind: 'subheading', text: 'Complementary User Entity Controls' },
  {
    kind: 'bullets',
    items: [
      'User entities are responsible for managing their users and roles within the platform.',
      'User entities are responsible for enabling single sign-on and multi-factor authentication for their users.',
      'User entities are responsible for the accuracy of data they submit and for reviewing audit logs available to them.',
      'User entities are responsible for notifying Acme Corp of suspected security incidents involving their accounts.',
    ],
  },
];

/** A SOC 1 or SOC 2 Type II report of several pages. */
export function socReport(clock: SeedClock, kind: 'SOC 1' | 'SOC 2', system: string): DocumentSpec {
  const { start, end, issued } = auditPeriod(clock);
  const controls = kind === 'SOC 2' ? SOC2_CONTROLS : SOC1_CONTROLS;
  const prefix = system === 'Acme Cloud' ? 'Acme' : system;
  return {
    fileName: `${prefix} ${kind} Type II Report ${clock.year}.pdf`,
    pdf: {
      title: `${kind} Type II Report`,
      subtitle: `${COMPANY} - ${system}. Report on controls for the period ${longDate(start)} to ${longDate(end)}.`,
      company: COMPANY,
      date: issued,
      classification: 'Confidential',
      coverPage: true,
      blocks: [
        ...opinion(kind, system, start, end),
        { kind: 'heading', text: `Section II: Management's Assertion of ${COMPANY}` },
        {
          kind: 'paragraph',
          text: `We have prepared the accompanying description of ${COMPANY}'s ${system} system throughout the period ${longDate(start)} to ${longDate(end)}. We confirm, to the best of our knowledge and belief, that the description presents the system fairly, that the controls were suitably designed and that they operated effectively throughout the period.`,
        },
        { kind: 'signature', name: 'Jordan Patel', title: `Chief Executive Officer, ${COMPANY}` },
        { kind: 'pageBreak' },
        ...systemDescription(system),
        { kind: 'pageBreak' },
        {
          kind: 'heading',
          text: `Section IV: ${kind === 'SOC 2' ? 'Trust Services Criteria' : 'Control Objectives'}, Controls and Tests of Operating Effectiveness`,
        },
        {
          kind: 'table',
          columns: ['Ref', 'Control activity', 'Test performed by the service auditor', 'Result'],
          widths: [0.09, 0.38, 0.38, 0.15],
          rows: controls.map(([ref, control, test]) => [
            ref,
            control,
            test,
            'No exceptions noted.',
          ]),
        },
        { kind: 'heading', text: 'Section V: Other Information Provided by Management' },
        {
          kind: 'paragraph',
          text: `No exceptions were identified during the examination period. Since the end of the period, ${COMPANY} has migrated its container workloads to a new cluster version; management does not consider this a significant change to the system of internal control.`,
        },
      ],
    },
  };
}

/** An ISO certificate of registration with an annex describing the scope. */
export function isoCertificate(
  clock: SeedClock,
  standard: 'ISO/IEC 27001:2022' | 'ISO/IEC 27701:2019',
  certificateNumber: string,
): DocumentSpec {
  const issued = clock.daysAgo(200);
  const expires = clock.daysAhead(895);
  const short = standard.startsWith('ISO/IEC 27001') ? 'ISO 27001' : 'ISO 27701';
  return {
    fileName: `Acme ${short} Certificate.pdf`,
    pdf: {
      title: `Certificate of Registration: ${standard}`,
      subtitle: `Issued by ${ISO_REGISTRAR}`,
      company: COMPANY,
      date: issued,
      classification: 'Public',
      blocks: [
        {
          kind: 'paragraph',
          text: `This is to certify that the ${short === 'ISO 27001' ? 'Information Security Management System' : 'Privacy Information Management System'} of ${COMPANY}, 500 Market Street, San Francisco, CA 94105, United States, has been assessed and found to conform to the requirements of ${standard}.`,
        },
        {
          kind: 'table',
          columns: ['Field', 'Value'],
          widths: [0.35, 0.65],
          rows: [
            ['Certificate number', certificateNumber],
            ['Initial certification', longDate(clock.daysAgo(1295))],
            ['Current certificate issued', longDate(issued)],
            ['Valid until', longDate(expires)],
            ['Statement of Applicability', 'Version 4.2'],
          ],
        },
        { kind: 'subheading', text: 'Scope of certification' },
        {
          kind: 'paragraph',
          text: 'The development, operation and support of the Acme Cloud and Acme Mobile software-as-a-service platforms, including the supporting business functions of Security, Engineering, Customer Support and People Operations, delivered from the San Francisco and Dublin offices and hosted on Amazon Web Services.',
        },
        {
          kind: 'paragraph',
          text: `Continued validity of this certificate is subject to satisfactory annual surveillance audits. The validity of this certificate can be verified with the registrar, ${endSentence(ISO_REGISTRAR)}`,
        },
        { kind: 'signature', name: 'Eleanor Whitby', title: `Managing Director, ${ISO_REGISTRAR}` },
      ],
    },
  };
}

/** An executive summary of an annual penetration test. */
export function penTestSummary(
  clock: SeedClock,
  target: 'Acme Cloud' | 'Acme Mobile',
): DocumentSpec {
  const tested = clock.daysAgo(75);
  const scope =
    target === 'Acme Cloud'
      ? [
          'Acme Cloud web application (app.acme.example)',
          'Public REST and GraphQL APIs (api.acme.example)',
          'Single sign-on and SCIM integrations',
          'AWS production account configuration review',
        ]
      : [
          'Acme Mobile for iOS (version 8.4)',
          'Acme Mobile for Android (version 8.4)',
          'Mobile backend APIs (mobile-api.acme.example)',
          'Push notification and deep link handling',
        ];
  return {
    fileName: `${target} Penetration Test Summary ${clock.year}.pdf`,
    pdf: {
      title: `${target} Penetration Test: Executive Summary`,
      subtitle: `Prepared by ${PENTEST_FIRM}`,
      company: COMPANY,
      date: clock.daysAgo(52),
      classification: 'Restricted',
      coverPage: true,
      blocks: [
        { kind: 'heading', text: 'Executive Summary' },
        {
          kind: 'paragraph',
          text: `${COMPANY} engaged ${PENTEST_FIRM} to perform an authenticated grey-box penetration test of ${target} between ${longDate(tested)} and ${longDate(clock.daysAgo(61))}. Testers were given standard and administrator accounts in a dedicated tenant and had access to API documentation.`,
        },
        {
          kind: 'paragraph',
          text: 'No critical or high severity vulnerabilities remain open. All findings rated medium were remediated and verified by retesting before this summary was issued. The overall security posture of the application was assessed as strong.',
        },
        { kind: 'heading', text: 'Scope' },
        { kind: 'bullets', items: scope },
        { kind: 'heading', text: 'Methodology' },
        {
          kind: 'paragraph',
          text: `Testing followed the OWASP Web Security Testing Guide${target === 'Acme Mobile' ? ' and the OWASP Mobile Application Security Testing Guide' : ''}, combining automated scanning with manual testing of authentication, authorisation, tenant isolation, input handling, business logic and cryptography.`,
        },
        { kind: 'pageBreak' },
        { kind: 'heading', text: 'Summary of Findings' },
        {
          kind: 'table',
          columns: ['Severity', 'Found', 'Remediated', 'Open'],
          widths: [0.4, 0.2, 0.2, 0.2],
          rows: [
            ['Critical', '0', '0', '0'],
            ['High', '1', '1', '0'],
            ['Medium', '3', '3', '0'],
            ['Low', '4', '2', '2'],
            ['Informational', '5', '-', '-'],
          ],
        },
        {
          kind: 'table',
          columns: ['ID', 'Finding', 'Severity', 'Status'],
          widths: [0.1, 0.56, 0.16, 0.18],
          rows: [
            [
              'F-01',
              'Insecure direct object reference in report export endpoint',
              'High',
              'Fixed, retested',
            ],
            [
              'F-02',
              'Session not invalidated after password change on secondary devices',
              'Medium',
              'Fixed, retested',
            ],
            [
              'F-03',
              'Verbose error messages disclose framework version',
              'Medium',
              'Fixed, retested',
            ],
            ['F-04', 'Missing rate limit on invitation endpoint', 'Medium', 'Fixed, retested'],
            ['F-05', 'Content Security Policy allows inline styles', 'Low', 'Risk accepted'],
            ['F-06', 'Autocomplete enabled on a sensitive form field', 'Low', 'Fixed'],
            ['F-07', 'Clickjacking protection missing on a legacy help page', 'Low', 'Fixed'],
            ['F-08', 'Outdated JavaScript dependency without known exploit', 'Low', 'Scheduled'],
          ],
        },
        { kind: 'heading', text: 'Attestation' },
        {
          kind: 'paragraph',
          text: `${PENTEST_FIRM} attests that the testing described above was performed by certified testers (OSCP, OSWE, GPEN) independent of ${COMPANY}'s engineering organisation.`,
        },
        { kind: 'signature', name: 'Ravi Shankar', title: `Principal Consultant, ${PENTEST_FIRM}` },
      ],
    },
  };
}
