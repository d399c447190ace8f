/** Every card kind of the portal (docs/editing.md, Card kinds). */
export const CARD_KINDS = [
  'Reports',
  'Certifications',
  'Questionnaires',
  'ProductFeatures',
  'DataSecurity',
  'ApplicationSecurity',
  'Legal',
  'Ai',
  'Esg',
  'DataPrivacy',
  'AccessControl',
  'Infrastructure',
  'EndpointSecurity',
  'NetworkSecurity',
  'InternalPractices',
  'Policies',
  'ContinuousMonitoring',
  'PhysicalEnvironmental',
  'ChangeConfigurationManagement',
  'AwarenessTraining',
  'BusinessContinuity',
  'AssetManagement',
  'RiskManagement',
  'IncidentResponse',
  'Overview',
  'RiskProfile',
  'SecurityGrades',
  'TrustedBy',
  'Subprocessors',
  'Documents',
  'CustomerData',
] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export const isCardKind = (value: string): value is CardKind =>
  (CARD_KINDS as readonly string[]).includes(value);

/** Default titles shown when a card has no title of its own. */
export const CARD_DEFAULT_TITLES: Record<CardKind, string> = {
  Reports: 'Reports',
  Certifications: 'Compliance',
  Questionnaires: 'Questionnaires',
  ProductFeatures: 'Product Security',
  DataSecurity: 'Data Security',
  ApplicationSecurity: 'App Security',
  Legal: 'Legal',
  Ai: 'AI',
  Esg: 'ESG',
  DataPrivacy: 'Data Privacy',
  AccessControl: 'Access Control',
  Infrastructure: 'Infrastructure',
  EndpointSecurity: 'Endpoint Security',
  NetworkSecurity: 'Network Security',
  InternalPractices: 'Corporate Security',
  Policies: 'Policies',
  ContinuousMonitoring: 'Continuous Monitoring',
  PhysicalEnvironmental: 'Physical Security',
  ChangeConfigurationManagement: 'Change Management',
  AwarenessTraining: 'Security Awareness',
  BusinessContinuity: 'Business Continuity',
  AssetManagement: 'Asset Management',
  RiskManagement: 'Risk Management',
  IncidentResponse: 'Incident Response',
  Overview: 'Overview',
  RiskProfile: 'Risk Profile',
  SecurityGrades: 'Security Grades',
  TrustedBy: 'Trusted By',
  Subprocessors: 'Subprocessors',
  Documents: 'Documents',
  CustomerData: 'Customer Data',
};

/**
 * Cards rendered as sections of their own rather than inside the generic "cards" grid
 * (docs/portal.md, Sections).
 */
export const SECTION_IDS = [
  'overview',
  'certifications',
  'overview_and_certifications',
  'trusted_by',
  'subprocessors',
  'documents',
  'cards',
  'knowledge_base',
  'trust_center_updates',
  'help',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** Card kinds that live in a section of their own; every other kind renders in the "cards" grid. */
export const SECTION_CARD_KINDS: Partial<Record<SectionId, CardKind>> = {
  overview: 'Overview',
  certifications: 'Certifications',
  trusted_by: 'TrustedBy',
  subprocessors: 'Subprocessors',
  documents: 'Documents',
};

export const DEFAULT_SECTION_ORDER: SectionId[] = [
  'overview_and_certifications',
  'documents',
  'cards',
  'trusted_by',
  'subprocessors',
  'knowledge_base',
  'trust_center_updates',
  'help',
];

/** Item enabled states (docs/portal.md, Items). */
export const ENABLED_STATES = ['enabled', 'work_in_progress', 'not_enabled'] as const;
export type EnabledState = (typeof ENABLED_STATES)[number];

/**
 * Item access (docs/access.md, Reach rule): public, restricted (shown, documents need access), or
 * restricted and hidden ('Hide unless access granted').
 */
export const ITEM_ACCESS = ['public', 'restricted', 'restricted_hidden'] as const;
export type ItemAccess = (typeof ITEM_ACCESS)[number];

/**
 * Document access type of a file or of the whole organisation (docs/documents.md, File access
 * types).
 */
export const DOCUMENT_ACCESS_TYPES = ['view_only', 'view_and_download'] as const;
export type DocumentAccessType = (typeof DOCUMENT_ACCESS_TYPES)[number];

/** Trust update topic categories (docs/updates.md, Trust updates). */
export const TOPIC_CATEGORIES = [
  'compliance',
  'vulnerabilities',
  'incidents',
  'subprocessors',
  'general',
] as const;
export type TopicCategory = (typeof TOPIC_CATEGORIES)[number];

/** Each topic category in words, as staff and readers see it ('Compliance', not 'compliance'). */
export const TOPIC_CATEGORY_LABELS: Record<TopicCategory, string> = {
  compliance: 'Compliance',
  vulnerabilities: 'Vulnerabilities',
  incidents: 'Incidents',
  subprocessors: 'Subprocessors',
  general: 'General',
};

/** Whether a stored value is a topic category. */
export const isTopicCategory = (value: string): value is TopicCategory =>
  (TOPIC_CATEGORIES as readonly string[]).includes(value);

/** A stored category in words; a value that is no category as it is. */
export const topicCategoryLabel = (value: string): string =>
  isTopicCategory(value) ? TOPIC_CATEGORY_LABELS[value] : value;

export const UPDATE_AUDIENCES = ['public', 'private'] as const;
export type UpdateAudience = (typeof UPDATE_AUDIENCES)[number];
