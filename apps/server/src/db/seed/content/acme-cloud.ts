/** The Acme Cloud product: a card of every kind, in portal order (Reports first). */
import type { CardKind } from '@trustfront/core';
import type { SeedClock } from '../dates.ts';
import type { CardSpec, ProductSpec } from '../types.ts';
import { complianceCards } from './compliance.ts';
import { documentCards } from './document-cards.ts';
import { governanceCards as gov } from './governance-controls.ts';
import { technicalCards } from './security-controls.ts';
import { cloudSubprocessors } from './subprocessors.ts';
import { trustedByCard } from './trusted-by.ts';

export function acmeCloud(clock: SeedClock): ProductSpec {
  const docs = documentCards(clock);
  const tech = technicalCards(clock);
  const compliance = complianceCards(clock);
  // Key order is card order; the type makes sure every card kind is present.
  const cards: Record<CardKind, CardSpec> = {
    Reports: docs.Reports,
    Overview: compliance.Overview,
    Certifications: compliance.Certifications,
    Documents: docs.Documents,
    SecurityGrades: compliance.SecurityGrades,
    RiskProfile: compliance.RiskProfile,
    DataSecurity: tech.DataSecurity,
    ApplicationSecurity: tech.ApplicationSecurity,
    Infrastructure: tech.Infrastructure,
    ProductFeatures: tech.ProductFeatures,
    AccessControl: tech.AccessControl,
    DataPrivacy: gov.DataPrivacy,
    Ai: gov.Ai,
    CustomerData: gov.CustomerData,
    NetworkSecurity: tech.NetworkSecurity,
    EndpointSecurity: tech.EndpointSecurity,
    ContinuousMonitoring: tech.ContinuousMonitoring,
    Policies: docs.Policies,
    Legal: docs.Legal,
    Questionnaires: docs.Questionnaires,
    InternalPractices: gov.InternalPractices,
    PhysicalEnvironmental: gov.PhysicalEnvironmental,
    ChangeConfigurationManagement: gov.ChangeConfigurationManagement,
    AwarenessTraining: gov.AwarenessTraining,
    BusinessContinuity: gov.BusinessContinuity,
    AssetManagement: gov.AssetManagement,
    RiskManagement: gov.RiskManagement,
    IncidentResponse: gov.IncidentResponse,
    Esg: gov.Esg,
    TrustedBy: trustedByCard,
    Subprocessors: cloudSubprocessors,
  };
  return {
    slug: 'acme-cloud',
    name: 'Acme Cloud',
    position: 0,
    banner: {
      title: 'Acme Cloud',
      subtitle: 'Security, privacy and compliance at Acme',
      from: '#1E3A8A',
      to: '#7C3AED',
    },
    ai: { genAiEnabled: true, isAiDatastoreSetup: true },
    cards,
  };
}
