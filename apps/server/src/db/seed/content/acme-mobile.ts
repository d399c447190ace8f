/** The Acme Mobile product: a smaller set of cards with items of its own. */
import { isoDate, type SeedClock } from '../dates.ts';
import type { ProductSpec } from '../types.ts';
import { gradeItem } from './compliance.ts';
import { bridgeLetter } from './document-cards.ts';
import { control } from './helpers.ts';
import { complianceLetter, securityWhitepaper } from './other-documents.ts';
import { POLICIES, policyDocument } from './policy-documents.ts';
import { ISO_REGISTRAR, SOC_AUDITOR, penTestSummary, socReport } from './report-documents.ts';
import { mobileSubprocessors } from './subprocessors.ts';

const MOBILE_OVERVIEW = `Acme Mobile brings Acme Cloud workflows to iOS and Android. The apps are built and operated by the same engineering and security teams as Acme Cloud and are covered by the same security program, audits and policies.

Mobile-specific protections include certificate pinning, storage of credentials in the iOS Keychain and Android Keystore, biometric unlock, remote session revocation and mobile device management (MDM) support through AppConfig.

The apps are tested against the OWASP Mobile Application Security Verification Standard (MASVS) by an independent firm every year.`;

export function acmeMobile(clock: SeedClock): ProductSpec {
  return {
    slug: 'acme-mobile',
    name: 'Acme Mobile',
    position: 1,
    banner: {
      title: 'Acme Mobile',
      subtitle: 'Trust and security for Acme on iOS and Android',
      from: '#0F766E',
      to: '#2563EB',
    },
    ai: { genAiEnabled: false, isAiDatastoreSetup: false },
    cards: {
      Reports: {
        items: [
          control(
            'SOC 2 Type II Report',
            'The Acme Mobile backend is in scope of our SOC 2 Type II examination.',
            {
              ref: 'mobile.soc2',
              slug: 'soc-2-type-ii-report',
              access: 'restricted',
              details: { auditor: SOC_AUDITOR, type: 'SOC 2 Type II' },
              bridgeLetter: bridgeLetter(clock, 'SOC 2', 'Acme Mobile'),
              documents: [socReport(clock, 'SOC 2', 'Acme Mobile')],
            },
          ),
          control(
            'Mobile Penetration Test Summary',
            'Annual penetration test of the iOS and Android apps and the mobile API.',
            {
              ref: 'mobile.pentest',
              access: 'restricted_hidden',
              details: { type: 'Penetration Test' },
              documents: [penTestSummary(clock, 'Acme Mobile')],
            },
          ),
          control('OWASP MASVS Assessment Letter', 'Independent verification against MASVS L2.', {
            slug: 'masvs-letter',
            details: { type: 'Other' },
            documents: [
              complianceLetter(clock, {
                fileName: 'Acme Mobile MASVS Assessment Letter.pdf',
                title: 'OWASP MASVS L2 Assessment Letter',
                classification: 'Public',
                signer: ['Ravi Shankar', 'Principal Consultant, Ironclad Security Labs'],
                body: [
                  'Ironclad Security Labs assessed Acme Mobile for iOS and Android version 8.4 against the OWASP Mobile Application Security Verification Standard, level L2.',
                  'All requirements were met or had compensating controls. No high or critical issues remain open.',
                ],
              }),
            ],
          }),
        ],
      },
      Overview: { content: { overview: MOBILE_OVERVIEW }, items: [] },
      Certifications: {
        items: [
          control(
            'SOC 2 Type II',
            'The mobile backend is in scope of our annual SOC 2 Type II examination.',
            {
              details: { auditor: SOC_AUDITOR, expiry: isoDate(clock.daysAhead(320)) },
            },
          ),
          control('ISO 27001', 'Acme Mobile is in scope of our ISO/IEC 27001:2022 certification.', {
            details: { auditor: ISO_REGISTRAR, expiry: isoDate(clock.daysAhead(895)) },
          }),
          control(
            'GDPR',
            'Personal data collected by the apps is processed in line with the GDPR.',
            {},
          ),
          control('COPPA', 'The apps are not directed at children under 13.', {
            enabledState: 'not_enabled',
          }),
          control('OWASP MASVS L2', 'Annual independent verification of the apps.', {
            details: { auditor: 'Ironclad Security Labs', expiry: isoDate(clock.daysAhead(290)) },
          }),
          control(
            'App Defense Alliance MASA',
            'Mobile Application Security Assessment for Google Play.',
            {
              enabledState: 'work_in_progress',
            },
          ),
        ],
      },
      Documents: {
        featured: ['mobile.whitepaper', 'mobile.soc2'],
        items: [
          control(
            'Acme Mobile Security Whitepaper',
            'How Acme Mobile protects data on the device and in transit.',
            {
              ref: 'mobile.whitepaper',
              documents: [securityWhitepaper(clock, 'Acme Mobile')],
            },
          ),
        ],
      },
      SecurityGrades: {
        items: [
          gradeItem(
            'securityscorecard',
            'A',
            'Outside-in rating of the acme.example attack surface.',
          ),
          gradeItem('bitsight', '780', 'BitSight security rating for acme.example.'),
          gradeItem('upguard', 'B', 'UpGuard rating of the mobile API footprint.'),
          gradeItem(
            'ssllabs',
            'A+',
            'TLS configuration of the mobile API.',
            'mobile-api.acme.example',
          ),
        ],
      },
      DataSecurity: {
        items: [
          control(
            'On-device encryption',
            'Cached data is encrypted with keys held in the iOS Keychain or Android Keystore.',
            {
              slug: 'on-device-encryption',
            },
          ),
          control(
            'Certificate pinning',
            'The apps pin the public keys of our API certificates to prevent interception.',
          ),
          control(
            'Biometric unlock',
            'Users can require Face ID, Touch ID or Android biometrics to open the app.',
          ),
          control(
            'Remote wipe',
            'Administrators can revoke mobile sessions and wipe cached data remotely.',
          ),
          control(
            'Jailbreak and root detection',
            'The apps warn users and administrators when running on a compromised device.',
            {
              enabledState: 'work_in_progress',
            },
          ),
          control('Offline mode encryption', 'Full offline access with encrypted local storage.', {
            enabledState: 'not_enabled',
          }),
        ],
      },
      Policies: {
        items: [
          control(
            POLICIES.informationSecurity.name,
            'Our top-level security policy, covering Acme Mobile.',
            {
              documents: [policyDocument(clock, POLICIES.informationSecurity)],
            },
          ),
          control(
            POLICIES.incidentResponse.name,
            'How we respond to incidents, including mobile.',
            {
              access: 'restricted',
              documents: [
                policyDocument(clock, POLICIES.incidentResponse, {
                  classification: 'Confidential',
                }),
              ],
            },
          ),
        ],
      },
      Subprocessors: mobileSubprocessors,
    },
  };
}
