/**
 * Titles of the demo's sources (apps/server/src/db/seed/content/) grouped by what they answer,
 * for the questionnaire evaluation (bench/draft-questions.ts) beside those of the Ask AI set.
 */
export const NETWORK = [
  'Network segmentation',
  'Network Architecture Overview',
  'Acme Cloud Network Architecture Overview',
  'Zero trust administrative access',
];
export const WAF = ['Web application firewall', 'DDoS protection'];
export const DDOS = ['DDoS protection', 'Web application firewall'];
export const IDS = ['Intrusion detection', '24x7 alerting', 'Centralised security logging'];
export const PASSWORDS = ['Password manager'];
export const OFFBOARDING = ['Offboarding', 'Quarterly access reviews', 'Access Control Policy'];
export const RBAC = ['Role-based access control', 'Least privilege'];
export const AUDIT_LOGS = ['Audit logs', 'Centralised logging', 'Centralised security logging'];
export const ALLOWLIST = ['IP allow-listing'];
export const SESSIONS = ['Session management'];
export const EXPORT = ['Customer data export'];
export const CLASSIFICATION = ['Data classification'];
export const ASSETS = ['Asset inventory'];
export const DISPOSAL = ['Secure disposal'];
export const RISK = ['Risk assessments', 'Risk treatment'];
export const KEYS = ['Key rotation', 'Encryption at rest', 'Customer-managed encryption keys'];
export const BYOK = ['Customer-managed encryption keys'];
export const NDA_STAFF = ['Confidentiality agreements'];
export const POLICIES = [
  'Information security policies',
  'Information Security Policy',
  'Acme Information Security Policy',
];
export const ACCEPTABLE_USE = ['Acceptable Use Policy', 'Acme Acceptable Use Policy'];
export const ACCESS_POLICY = ['Access Control Policy', 'Acme Access Control Policy'];
export const PHYSICAL = ['Data center security', 'Environmental protections'];
export const OFFICES = ['Office access control'];
export const ENVIRONMENT = ['Environmental protections', 'Data center security'];
export const BASELINES = ['Configuration baselines', 'Cloud security posture management'];
export const DUTIES = ['Segregation of duties', 'Code review', 'Change approval'];
export const IAC = ['Infrastructure as code'];
export const CONTAINERS = ['Container security', 'Vulnerability scanning'];
export const ENVIRONMENTS = ['Separate production environment'];
export const SAST = [
  'Static analysis and dependency scanning',
  'Secure software development lifecycle',
];
export const SECRETS = ['Secret scanning'];
export const CSPM = ['Cloud security posture management'];
export const AI_GOVERNANCE = ['AI governance', 'ISO/IEC 42001 certification'];
export const AI_OPT_IN = ['AI features are opt-in', 'New subprocessor: OpenAI'];
export const HIPAA = [
  'HIPAA',
  'Will you sign a HIPAA Business Associate Agreement?',
  'Acme HIPAA Attestation Letter',
];
export const CCPA = ['CCPA', 'Privacy policy'];
export const FEDRAMP = ['FedRAMP Moderate', 'FedRAMP readiness'];
export const STAR = ['CSA STAR Level 2', 'CSA CAIQ v4'];
export const SOC1 = ['SOC 1 Type II Report', 'Acme SOC 1 Type II Report 2026'];
export const POST_INCIDENT = ['Post-incident reviews'];
export const PRIVACY_DESIGN = ['Privacy by design'];
export const DSR = ['Data subject requests', 'Privacy policy'];
export const INSURANCE = [
  'Do you have cyber insurance?',
  'Cyber insurance',
  'Acme Corp holds cyber liability insurance of 10 million USD',
  'Certificate of Insurance',
  'Acme Certificate of Insurance',
];
export const ZERO_TRUST = ['Zero trust administrative access'];
export const BYOD = [
  'Bring your own device',
  'Acceptable Use Policy',
  'Acme Acceptable Use Policy',
];
export const FORENSICS = ['Forensic readiness'];
export const CONTROL_MONITORING = ['Control monitoring'];
export const RISK_VENDORS = [
  'Vendor risk management',
  'Third-party risk management',
  'Vendor management',
  'Vendor Risk Management Policy',
  'Acme Vendor Risk Management Policy',
];
export const PHISHING = ['Phishing simulations', 'Security awareness training'];
export const SECURE_CODING = ['Secure coding training', 'Secure software development lifecycle'];
export const SDLC = [
  'Secure software development lifecycle',
  'Code review',
  'Static analysis and dependency scanning',
];
export const KEY_ROTATION = ['Key rotation', 'Encryption at rest'];
export const ISO27701 = ['ISO 27701', 'Acme ISO 27701 Certificate'];
export const DPO = ['Data Protection Officer', 'Are you GDPR compliant?', 'GDPR'];
export const LOG4J = ['Response to critical vulnerability in a widely used logging library'];
export const ALERTING = ['24x7 alerting', 'Centralised security logging', 'Centralised logging'];
export const DR_TEST = [
  'Annual disaster recovery test',
  'Disaster recovery exercises',
  'Disaster recovery',
  'What are your RTO and RPO?',
];
