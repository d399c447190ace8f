/**
 * Trust updates: topics in every category, each with dated updates. Exactly one update is less
 * than 24 hours old, so the portal's notification bar shows.
 */
import { longDate, type SeedClock } from '../dates.ts';
import type { TopicSpec } from '../types.ts';
import { auditPeriod } from './report-documents.ts';

const BOTH = ['acme-cloud', 'acme-mobile'] as const;

export function topics(clock: SeedClock): TopicSpec[] {
  const { start, end } = auditPeriod(clock);
  return [
    {
      subject: 'SOC 2 Type II report now available',
      category: 'compliance',
      isPinned: true,
      products: [...BOTH],
      updates: [
        {
          at: clock.daysAgo(118),
          message:
            'Our annual SOC 2 Type II examination is under way. The audit period ends next month, and we expect the report in the following quarter.',
        },
        {
          at: clock.daysAgo(21),
          message: `Our SOC 2 Type II report for the period ${longDate(start)} to ${longDate(end)} is now available. The auditor issued an unqualified opinion with no exceptions. Request access to download it, together with an updated bridge letter.`,
          channels: ['status_page', 'email'],
        },
      ],
    },
    {
      subject: 'Response to critical vulnerability in a widely used logging library',
      category: 'vulnerabilities',
      products: [...BOTH],
      updates: [
        {
          at: clock.hoursAgo(30),
          message:
            'We are aware of the newly disclosed remote code execution vulnerability in a popular open-source logging library and are investigating whether any Acme systems are affected.',
          channels: ['status_page', 'email'],
        },
        {
          at: clock.hoursAgo(3),
          message:
            'Our investigation is complete. Acme Cloud and Acme Mobile do not use the affected library, and our vendors have confirmed their services are not affected. No action is required from customers.',
          channels: ['status_page', 'email'],
        },
      ],
    },
    {
      subject: 'Degraded API performance in the EU region',
      category: 'incidents',
      products: ['acme-cloud'],
      updates: [
        {
          at: clock.daysAgo(46.5),
          message:
            'Investigating: some customers in the EU region are experiencing elevated API latency and intermittent timeouts.',
        },
        {
          at: clock.daysAgo(46.45),
          message:
            'Identified: the issue is caused by a failed database failover in one availability zone. We are redirecting traffic.',
        },
        {
          at: clock.daysAgo(46.35),
          message:
            'Monitoring: API latency has returned to normal levels. No data was lost and no customer data was exposed.',
        },
        {
          at: clock.daysAgo(46.2),
          message:
            'Resolved: the incident lasted 1 hour 45 minutes. We will publish a post-incident review.',
        },
        {
          at: clock.daysAgo(40),
          message:
            'The detailed root-cause analysis, including the corrective actions and their timelines, has been shared with affected customers under NDA.',
          audience: 'private',
          channels: ['email'],
        },
      ],
    },
    {
      subject: 'New subprocessor: OpenAI',
      category: 'subprocessors',
      products: [...BOTH],
      updates: [
        {
          at: clock.daysAgo(95),
          message:
            'In 30 days we will add OpenAI as a subprocessor to power opt-in AI features in Acme Cloud. OpenAI is bound to zero data retention and does not use customer data for training. Contact privacy@acme.example with any objection.',
          channels: ['status_page', 'email'],
        },
        {
          at: clock.daysAgo(65),
          message:
            'OpenAI is now an active subprocessor. AI features remain disabled until a workspace administrator turns them on.',
        },
      ],
    },
    {
      subject: 'Subprocessor change: MongoDB Atlas region expansion',
      category: 'subprocessors',
      products: [...BOTH],
      updates: [
        {
          at: clock.daysAgo(160),
          message:
            'MongoDB Atlas will additionally process workflow metadata in Ireland (eu-west-1) for customers hosted in the EU region.',
        },
      ],
    },
    {
      subject: 'Transition to ISO/IEC 27001:2022 completed',
      category: 'compliance',
      products: [...BOTH],
      updates: [
        {
          at: clock.daysAgo(230),
          message:
            'We have begun transitioning our ISMS to the 2022 revision of ISO/IEC 27001, including the new controls on threat intelligence and cloud services.',
        },
        {
          at: clock.daysAgo(200),
          message:
            'Our registrar confirmed the successful transition to ISO/IEC 27001:2022. The updated certificate is available in the Reports section.',
          channels: ['status_page', 'email'],
        },
      ],
    },
    {
      subject: 'Acme Mobile passes OWASP MASVS L2 assessment',
      category: 'general',
      products: ['acme-mobile'],
      updates: [
        {
          at: clock.daysAgo(75),
          message:
            'Acme Mobile 8.4 for iOS and Android was independently verified against OWASP MASVS level L2. The assessment letter is available in the Reports section.',
        },
      ],
    },
    {
      subject: 'Welcome to the Acme Trust Center',
      category: 'general',
      products: [...BOTH],
      updates: [
        {
          at: clock.daysAgo(330),
          message:
            'We launched our Trust Center to give customers a single place to review our security, privacy and compliance posture. Subscribe to be notified of new updates.',
        },
        {
          at: clock.daysAgo(180),
          message:
            'The Trust Center now includes our knowledge base of answers to common security questionnaire questions.',
        },
      ],
    },
  ];
}
