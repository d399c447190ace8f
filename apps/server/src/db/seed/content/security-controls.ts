/**
 * Technical control cards of Acme Cloud: data, application, infrastructure, product, access,
 * network, endpoint and monitoring controls.
 */
import type { SeedClock } from '../dates.ts';
import type { CardSpec } from '../types.ts';
import { control } from './helpers.ts';

type TechnicalKind =
  | 'DataSecurity'
  | 'ApplicationSecurity'
  | 'Infrastructure'
  | 'ProductFeatures'
  | 'AccessControl'
  | 'NetworkSecurity'
  | 'EndpointSecurity'
  | 'ContinuousMonitoring';

export function technicalCards(clock: SeedClock): Record<TechnicalKind, CardSpec> {
  return {
    DataSecurity: {
      items: [
        control(
          'Encryption at rest',
          'Customer data in databases, object storage and backups is encrypted with AES-256 using keys managed in AWS KMS and rotated annually.',
          { slug: 'encryption-at-rest' },
        ),
        control(
          'Encryption in transit',
          'All connections use TLS 1.2 or higher with modern cipher suites; HSTS is enabled on every public domain and internal service traffic uses mutual TLS.',
        ),
        control(
          'Data backups',
          'Production databases are continuously backed up with point-in-time recovery, and encrypted snapshots are replicated daily to a second region and kept for 35 days.',
        ),
        control(
          'Customer-managed encryption keys',
          'Enterprise customers can encrypt their data with their own AWS KMS key and revoke access at any time.',
          { enabledState: 'work_in_progress' },
        ),
        control(
          'Data erasure',
          'Customer data is deleted within 30 days of contract termination; deletion is verified and a certificate of deletion is available on request.',
        ),
        control(
          'Tenant isolation',
          'Every query is scoped by tenant identifier and enforced by PostgreSQL row-level security; isolation is covered by automated tests and annual penetration tests.',
          { access: 'restricted' },
        ),
      ],
    },
    ApplicationSecurity: {
      content: {
        bugBounty: {
          programUrl: 'https://hackerone.com/acme',
          programStatistics: {
            reportsResolved: 128,
            lastReportedResolved: clock.daysAgo(9).toISOString(),
          },
          responseEfficiency: {
            averageTimeToFirstResponse: 6,
            averageTimeToTriage: 31,
            averageBounty: 850,
          },
        },
      },
      items: [
        control(
          'Secure software development lifecycle',
          'Security requirements, threat modelling for new features, and security review of high-risk changes are part of our development lifecycle.',
        ),
        control(
          'Code review',
          'Every change requires approval from a second engineer and passing CI checks before it can be merged to the main branch.',
        ),
        control(
          'Static analysis and dependency scanning',
          'CodeQL and Semgrep scan every pull request; Dependabot and Snyk monitor third-party dependencies and open fixes automatically.',
        ),
        control(
          'Bug bounty program',
          'We run a public bug bounty program on HackerOne with rewards of up to USD 15,000 for critical findings.',
          { details: { href: 'https://hackerone.com/acme' } },
        ),
        control(
          'Penetration testing',
          'Independent penetration tests of the application and APIs are performed at least annually and after major architectural changes.',
        ),
        control(
          'Secret scanning',
          'Repositories are scanned for credentials on every push; detected secrets are revoked and rotated automatically.',
        ),
      ],
    },
    Infrastructure: {
      content: {
        statusPage: {
          pageUrl: 'https://status.acme.example',
          indicator: 'operational',
          description: 'All Systems Operational',
        },
      },
      items: [
        control(
          'Cloud hosting',
          'Acme Cloud runs on Amazon Web Services in us-east-1 and eu-west-1; customers choose their data residency region.',
        ),
        control(
          'High availability',
          'Services are deployed across three availability zones with automatic failover; our uptime commitment is 99.95%.',
        ),
        control(
          'Infrastructure as code',
          'All infrastructure is defined in Terraform, peer reviewed and applied through CI; manual console changes are blocked by policy.',
        ),
        control(
          'Container security',
          'Images are built from minimal base images, signed, scanned for vulnerabilities and rebuilt weekly.',
        ),
        control(
          'Separate production environment',
          'Production runs in dedicated AWS accounts isolated from development and staging; production data is never copied to lower environments.',
        ),
      ],
    },
    ProductFeatures: {
      title: 'Product Security',
      items: [
        control(
          'Single sign-on (SSO)',
          'Customers can require SAML 2.0 or OpenID Connect single sign-on for all their users.',
          {
            slug: 'single-sign-on',
            details: { listEntries: ['SAML 2.0', 'OpenID Connect', 'Okta, Entra ID and Google'] },
          },
        ),
        control(
          'SCIM provisioning',
          'Users and groups can be provisioned and deprovisioned automatically from the customer identity provider.',
        ),
        control(
          'Role-based access control',
          'Administrators assign granular roles and can create custom roles limited to specific workspaces.',
        ),
        control(
          'Audit logs',
          'Every administrative and data access event is recorded in a tamper-evident audit log that customers can export or stream to their SIEM.',
        ),
        control(
          'IP allow-listing',
          'Enterprise customers can restrict access to their workspace to approved IP ranges.',
          { enabledState: 'work_in_progress' },
        ),
        control(
          'Session management',
          'Administrators configure session lifetime and idle timeout, and can revoke active sessions.',
        ),
        control(
          'Customer data export',
          'Customers can export all of their data at any time in JSON and CSV formats through the API or the admin console.',
        ),
      ],
    },
    AccessControl: {
      items: [
        control(
          'Single sign-on and MFA for employees',
          'Employees sign in to all company systems through Okta with phishing-resistant WebAuthn security keys.',
        ),
        control(
          'Least privilege',
          'Access is granted by role on a need-to-know basis and requires approval from the system owner.',
        ),
        control(
          'Just-in-time production access',
          'Production access is requested per task, approved by a peer, expires automatically after four hours and every session is recorded.',
        ),
        control(
          'Quarterly access reviews',
          'System owners review all user and service accounts quarterly; unneeded access is revoked.',
        ),
        control(
          'Offboarding',
          'Access to all systems is revoked automatically within one business day of termination.',
        ),
        control(
          'Password manager',
          'All employees use a company-managed password manager; shared credentials are stored in vaults with access logging.',
        ),
      ],
    },
    NetworkSecurity: {
      items: [
        control(
          'Web application firewall',
          'Cloudflare WAF with the OWASP core rule set and custom rules protects every public endpoint.',
        ),
        control(
          'DDoS protection',
          'Network and application-layer DDoS mitigation is provided by Cloudflare at the edge.',
        ),
        control(
          'Network segmentation',
          'Workloads run in private subnets; data stores are reachable only from the application tier, and egress goes through an allow-list proxy.',
          { access: 'restricted' },
        ),
        control(
          'Zero trust administrative access',
          'There are no bastion hosts or VPN; engineers reach internal systems through an identity-aware proxy.',
        ),
        control(
          'Intrusion detection',
          'AWS GuardDuty and VPC flow log analysis detect anomalous network activity and alert the on-call responder.',
        ),
      ],
    },
    EndpointSecurity: {
      items: [
        control(
          'Device management',
          'All company laptops are enrolled in Kandji or Intune, which enforce configuration baselines and automatic updates.',
        ),
        control(
          'Disk encryption',
          'FileVault and BitLocker full-disk encryption are enforced on every company laptop.',
        ),
        control(
          'Endpoint detection and response',
          'CrowdStrike Falcon runs on every laptop and server, monitored 24x7.',
        ),
        control(
          'Bring your own device',
          'Personal devices may not access customer data or production systems.',
          { enabledState: 'not_enabled' },
        ),
      ],
    },
    ContinuousMonitoring: {
      items: [
        control(
          'Centralised logging',
          'Infrastructure, application, identity and SaaS logs are collected in a central SIEM and retained for 13 months.',
        ),
        control(
          '24x7 alerting',
          'Security alerts page an on-call responder at any hour; critical alerts are acknowledged within 15 minutes.',
        ),
        control(
          'Vulnerability scanning',
          'Infrastructure and container images are scanned continuously; critical vulnerabilities are remediated within 7 days.',
        ),
        control(
          'Cloud security posture management',
          'AWS accounts are continuously checked against CIS benchmarks; deviations open tickets for the owning team.',
        ),
        control(
          'Control monitoring',
          'Compliance controls are monitored continuously with automated evidence collection.',
        ),
      ],
    },
  };
}
