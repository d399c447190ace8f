/**
 * Control tables printed in section IV of the demo SOC reports: reference, control activity and the
 * service auditor's test.
 */

export type ControlTest = [ref: string, control: string, test: string];

export const SOC2_CONTROLS: ControlTest[] = [
  [
    'CC1.1',
    'Employees acknowledge the Code of Conduct at hire and annually.',
    'Inspected acknowledgements for a sample of 25 new hires and 25 current employees.',
  ],
  [
    'CC1.4',
    'Background checks are performed for new hires before access is granted.',
    'Inspected background check results for a sample of 25 new hires.',
  ],
  [
    'CC2.2',
    'Security awareness training is completed at hire and annually.',
    'Inspected training completion records for a sample of 40 employees.',
  ],
  [
    'CC3.1',
    'A risk assessment is performed annually and approved by the Security Steering Committee.',
    'Inspected the risk register and committee minutes approving it.',
  ],
  [
    'CC4.1',
    'Internal control monitoring is performed quarterly and deficiencies are tracked to remediation.',
    'Inspected quarterly control reviews and remediation tickets.',
  ],
  [
    'CC5.2',
    'Information security policies are reviewed and approved annually.',
    'Inspected policy approval records and version history.',
  ],
  [
    'CC6.1',
    'Production access requires SSO with phishing-resistant multi-factor authentication.',
    'Inspected identity provider configuration and observed an authentication attempt.',
  ],
  [
    'CC6.2',
    'Access requests are approved by the system owner before provisioning.',
    'Inspected approval tickets for a sample of 25 access grants.',
  ],
  [
    'CC6.3',
    'User access reviews are performed quarterly for production systems.',
    'Inspected the four quarterly reviews and evidence of revocations.',
  ],
  [
    'CC6.5',
    'Access is revoked within one business day of termination.',
    'Compared HR termination dates with deprovisioning logs for 25 leavers.',
  ],
  [
    'CC6.6',
    'Network traffic is restricted by security groups and a web application firewall.',
    'Inspected security group rules and WAF policies.',
  ],
  [
    'CC6.7',
    'Data in transit is encrypted with TLS 1.2 or higher.',
    'Inspected load balancer TLS policies and scanned public endpoints.',
  ],
  [
    'CC6.8',
    'Endpoint protection and disk encryption are enforced on company laptops.',
    'Inspected MDM compliance reports for the population of laptops.',
  ],
  [
    'CC7.1',
    'Vulnerability scans run continuously; critical findings are fixed within 7 days.',
    'Inspected scan results and remediation timelines for a sample of findings.',
  ],
  [
    'CC7.2',
    'Security events are logged centrally and alerts are triaged 24x7.',
    'Inspected SIEM alert rules and on-call records for a sample of alerts.',
  ],
  [
    'CC7.3',
    'Security incidents follow the documented incident response plan.',
    'Inspected incident tickets and post-incident reviews.',
  ],
  [
    'CC7.4',
    'The incident response plan is tested annually through a tabletop exercise.',
    'Inspected the tabletop exercise report and follow-up actions.',
  ],
  [
    'CC8.1',
    'Changes are peer reviewed, tested in CI and approved before deployment.',
    'Inspected pull requests and pipeline runs for a sample of 40 changes.',
  ],
  [
    'CC9.2',
    'Vendors are risk assessed before onboarding and annually thereafter.',
    'Inspected vendor assessments for a sample of 10 vendors.',
  ],
  [
    'A1.2',
    'Production data is backed up daily to a separate region and encrypted.',
    'Inspected backup configuration and job history.',
  ],
  [
    'A1.3',
    'Backup restoration and disaster recovery are tested annually.',
    'Inspected the disaster recovery test report, including achieved RTO and RPO.',
  ],
  [
    'C1.1',
    'Customer data is classified Confidential and access is limited to need-to-know.',
    'Inspected the data classification policy and access groups.',
  ],
  [
    'C1.2',
    'Customer data is deleted within 30 days of contract termination.',
    'Inspected deletion tickets for a sample of terminated customers.',
  ],
];

export const SOC1_CONTROLS: ControlTest[] = [
  [
    'CO1',
    'Logical access to billing and ledger systems is restricted to authorised personnel.',
    'Inspected access lists and quarterly reviews.',
  ],
  [
    'CO2',
    'Changes to financially relevant applications are authorised, tested and approved.',
    'Inspected change tickets for a sample of 25 changes.',
  ],
  [
    'CO3',
    'Usage data is completely and accurately transferred to the billing system.',
    'Reperformed reconciliations for a sample of 12 months.',
  ],
  [
    'CO4',
    'Invoices are calculated from contracted rates and reviewed before issuance.',
    'Inspected invoice review evidence for a sample of 25 invoices.',
  ],
  [
    'CO5',
    'Batch jobs are monitored and failures are resolved timely.',
    'Inspected job monitoring alerts and resolution tickets.',
  ],
  [
    'CO6',
    'Financial data is backed up daily and restorations are tested.',
    'Inspected backup logs and restoration test results.',
  ],
  [
    'CO7',
    'Segregation of duties is enforced between developers and production deployers.',
    'Inspected role assignments and deployment approvals.',
  ],
];
