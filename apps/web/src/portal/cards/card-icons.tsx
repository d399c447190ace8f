import { ThemeIcon } from '@mantine/core';
import {
  IconActivity,
  IconAlertTriangle,
  IconAward,
  IconBug,
  IconBuilding,
  IconBuildingSkyscraper,
  IconCertificate,
  IconClipboardList,
  IconDatabase,
  IconDeviceDesktop,
  IconFileText,
  IconFiles,
  IconFingerprint,
  IconFirstAidKit,
  IconGauge,
  IconGitBranch,
  IconInfoCircle,
  IconKey,
  IconLeaf,
  IconLifebuoy,
  IconNetwork,
  IconPackages,
  IconReportAnalytics,
  IconScale,
  IconSchool,
  IconServer,
  IconShieldCheck,
  IconSitemap,
  IconSparkles,
  IconUserShield,
  IconUsersGroup,
  type AppIcon,
} from '../../ui/icons/icons.ts';
import { assetUrl, type CardKind, type TCardView } from '@trustfront/core';

/**
 * The default icon of each card kind, used until a custom icon is uploaded (docs/editing.md, Card
 * icons).
 */
export const DEFAULT_CARD_ICONS: Record<CardKind, AppIcon> = {
  Reports: IconReportAnalytics,
  Certifications: IconCertificate,
  Questionnaires: IconClipboardList,
  ProductFeatures: IconShieldCheck,
  DataSecurity: IconDatabase,
  ApplicationSecurity: IconBug,
  Legal: IconScale,
  Ai: IconSparkles,
  Esg: IconLeaf,
  DataPrivacy: IconFingerprint,
  AccessControl: IconKey,
  Infrastructure: IconServer,
  EndpointSecurity: IconDeviceDesktop,
  NetworkSecurity: IconNetwork,
  InternalPractices: IconBuildingSkyscraper,
  Policies: IconFileText,
  ContinuousMonitoring: IconActivity,
  PhysicalEnvironmental: IconBuilding,
  ChangeConfigurationManagement: IconGitBranch,
  AwarenessTraining: IconSchool,
  BusinessContinuity: IconLifebuoy,
  AssetManagement: IconPackages,
  RiskManagement: IconAlertTriangle,
  IncidentResponse: IconFirstAidKit,
  Overview: IconInfoCircle,
  RiskProfile: IconGauge,
  SecurityGrades: IconAward,
  TrustedBy: IconUsersGroup,
  Subprocessors: IconSitemap,
  Documents: IconFiles,
  CustomerData: IconUserShield,
};

/** The card's custom icon (20x20 asset) or its kind's default icon. */
export function CardIcon({
  card,
  orgId,
}: {
  card: Pick<TCardView, 'kind' | 'icon'>;
  orgId: string;
}) {
  if (card.icon) {
    return <img src={assetUrl(orgId, card.icon)} width={20} height={20} alt="" loading="lazy" />;
  }
  const Icon = DEFAULT_CARD_ICONS[card.kind];
  return (
    <ThemeIcon variant="light" size={30} radius="md" aria-hidden>
      <Icon size={18} stroke={1.7} />
    </ThemeIcon>
  );
}
