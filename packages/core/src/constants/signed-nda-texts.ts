/**
 * The fixed labels of a member's signed NDA (docs/access.md, NDA clickwrap), in each language of
 * the portal (docs/languages.md, Translated texts): the copy is written in the language the member
 * reads the portal in. The agreement's own text stays the organisation's.
 */
import { frenchOf, type TLanguage } from '../rules/languages.ts';

export interface SignedNdaTexts {
  title: (orgName: string) => string;
  subtitle: string;
  acceptedBy: (email: string) => string;
  record: string;
  fullName: string;
  email: string;
  company: string;
  acceptedAt: string;
  ipAddress: string;
  userAgent: string;
  acceptanceId: string;
  notRecorded: string;
}

const en: SignedNdaTexts = {
  title: (orgName) => `${orgName} Non-Disclosure Agreement`,
  subtitle: 'Clickwrap agreement, accepted electronically',
  acceptedBy: (email) => `Accepted by ${email}`,
  record: 'Record of acceptance',
  fullName: 'Accepted by',
  email: 'E-mail',
  company: 'Company',
  acceptedAt: 'Accepted at',
  ipAddress: 'IP address',
  userAgent: 'User agent',
  acceptanceId: 'Acceptance id',
  notRecorded: 'not recorded',
};

const de: SignedNdaTexts = {
  title: (orgName) => `Geheimhaltungsvereinbarung von ${orgName}`,
  subtitle: 'Clickwrap-Vereinbarung, elektronisch akzeptiert',
  acceptedBy: (email) => `Akzeptiert von ${email}`,
  record: 'Nachweis der Zustimmung',
  fullName: 'Akzeptiert von',
  email: 'E-Mail',
  company: 'Unternehmen',
  acceptedAt: 'Akzeptiert am',
  ipAddress: 'IP-Adresse',
  userAgent: 'User-Agent',
  acceptanceId: 'Kennung der Zustimmung',
  notRecorded: 'nicht erfasst',
};

const fr: SignedNdaTexts = {
  title: (orgName) => `Accord de confidentialité ${frenchOf(orgName)}`,
  subtitle: 'Accord par clic, accepté électroniquement',
  acceptedBy: (email) => `Accepté par ${email}`,
  record: "Preuve d'acceptation",
  fullName: 'Accepté par',
  email: 'E-mail',
  company: 'Entreprise',
  acceptedAt: 'Accepté le',
  ipAddress: 'Adresse IP',
  userAgent: 'Agent utilisateur',
  acceptanceId: "Identifiant de l'acceptation",
  notRecorded: 'non enregistré',
};

export const SIGNED_NDA_TEXTS: Record<TLanguage, SignedNdaTexts> = { en, de, fr };
