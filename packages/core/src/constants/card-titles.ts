/**
 * The cards' default titles in the portal's other languages (docs/languages.md, Interface); a
 * card staff titled themselves keeps their title, translated by them if they wish. English is
 * CARD_DEFAULT_TITLES.
 */
import { CARD_DEFAULT_TITLES, type CardKind } from './cards.ts';

const TITLES: Record<'de' | 'fr', Record<CardKind, string>> = {
  de: {
    Reports: 'Berichte',
    Certifications: 'Compliance',
    Questionnaires: 'Fragebögen',
    ProductFeatures: 'Produktsicherheit',
    DataSecurity: 'Datensicherheit',
    ApplicationSecurity: 'Anwendungssicherheit',
    Legal: 'Rechtliches',
    Ai: 'KI',
    Esg: 'ESG',
    DataPrivacy: 'Datenschutz',
    AccessControl: 'Zugriffskontrolle',
    Infrastructure: 'Infrastruktur',
    EndpointSecurity: 'Endgerätesicherheit',
    NetworkSecurity: 'Netzwerksicherheit',
    InternalPractices: 'Unternehmenssicherheit',
    Policies: 'Richtlinien',
    ContinuousMonitoring: 'Kontinuierliche Überwachung',
    PhysicalEnvironmental: 'Physische Sicherheit',
    ChangeConfigurationManagement: 'Änderungsmanagement',
    AwarenessTraining: 'Sicherheitsbewusstsein',
    BusinessContinuity: 'Geschäftskontinuität',
    AssetManagement: 'Asset-Management',
    RiskManagement: 'Risikomanagement',
    IncidentResponse: 'Vorfallreaktion',
    Overview: 'Überblick',
    RiskProfile: 'Risikoprofil',
    SecurityGrades: 'Sicherheitsbewertungen',
    TrustedBy: 'Vertrauen uns',
    Subprocessors: 'Unterauftragsverarbeiter',
    Documents: 'Dokumente',
    CustomerData: 'Kundendaten',
  },
  fr: {
    Reports: 'Rapports',
    Certifications: 'Conformité',
    Questionnaires: 'Questionnaires',
    ProductFeatures: 'Sécurité du produit',
    DataSecurity: 'Sécurité des données',
    ApplicationSecurity: 'Sécurité des applications',
    Legal: 'Juridique',
    Ai: 'IA',
    Esg: 'ESG',
    DataPrivacy: 'Confidentialité des données',
    AccessControl: "Contrôle d'accès",
    Infrastructure: 'Infrastructure',
    EndpointSecurity: 'Sécurité des terminaux',
    NetworkSecurity: 'Sécurité du réseau',
    InternalPractices: "Sécurité de l'entreprise",
    Policies: 'Politiques',
    ContinuousMonitoring: 'Surveillance continue',
    PhysicalEnvironmental: 'Sécurité physique',
    ChangeConfigurationManagement: 'Gestion des changements',
    AwarenessTraining: 'Sensibilisation à la sécurité',
    BusinessContinuity: "Continuité d'activité",
    AssetManagement: 'Gestion des actifs',
    RiskManagement: 'Gestion des risques',
    IncidentResponse: 'Réponse aux incidents',
    Overview: 'Présentation',
    RiskProfile: 'Profil de risque',
    SecurityGrades: 'Notes de sécurité',
    TrustedBy: 'Ils nous font confiance',
    Subprocessors: 'Sous-traitants',
    Documents: 'Documents',
    CustomerData: 'Données clients',
  },
};

/** A card kind's default title in a language ('en' and unknown languages: the English one). */
export function cardDefaultTitleIn(kind: CardKind, language: string): string {
  return language === 'de' || language === 'fr'
    ? TITLES[language][kind]
    : CARD_DEFAULT_TITLES[kind];
}
