/**
 * The texts of the mails subscribers receive, in each language of the portal (docs/languages.md,
 * Mails): a subscriber gets them in the language they read the portal in when they subscribed.
 */
import { frenchOf, type TLanguage } from '../rules/languages.ts';
import { TOPIC_CATEGORY_LABELS, type TopicCategory } from './cards.ts';

/**
 * Each trust update category in words, in each language: the portal's pills and Changes page and
 * the update mails say the same.
 */
export const TOPIC_CATEGORY_WORDS: Record<TLanguage, Record<TopicCategory, string>> = {
  en: TOPIC_CATEGORY_LABELS,
  de: {
    compliance: 'Compliance',
    vulnerabilities: 'Schwachstellen',
    incidents: 'Vorfälle',
    subprocessors: 'Unterauftragsverarbeiter',
    general: 'Allgemein',
  },
  fr: {
    compliance: 'Conformité',
    vulnerabilities: 'Vulnérabilités',
    incidents: 'Incidents',
    subprocessors: 'Sous-traitants',
    general: 'Général',
  },
};

export interface SubscriberMailTexts {
  confirmHeading: string;
  confirmAsked: (portal: string, email: string) => string;
  confirmNext: string;
  confirmAction: string;
  confirmNote: string;
  confirmSubject: (portal: string) => string;
  /** `{org}'s {portal title}`. */
  portalOf: (orgName: string, portalTitle: string) => string;
  updateFooter: (portal: string) => string;
  updateUnsubscribe: string;
  viewUpdate: (portalTitle: string) => string;
  /** An update's topic category in words. */
  categories: Record<TopicCategory, string>;
}

const en: SubscriberMailTexts = {
  confirmHeading: 'Confirm your subscription',
  confirmAsked: (portal, email) =>
    `Someone, hopefully you, asked to receive trust updates from ${portal} at ${email}.`,
  confirmNext:
    'Confirm to start receiving them. If it was not you, ignore this mail: nothing is sent without confirmation.',
  confirmAction: 'Confirm subscription',
  confirmNote: 'This link works for 2 days.',
  confirmSubject: (portal) => `Confirm your subscription to ${portal}`,
  portalOf: (orgName, portalTitle) => `${orgName}'s ${portalTitle}`,
  updateFooter: (portal) => `You receive this because you subscribed to updates from ${portal}.`,
  updateUnsubscribe: 'To unsubscribe, open',
  viewUpdate: (portalTitle) => `View this update on the ${portalTitle}`,
  categories: TOPIC_CATEGORY_WORDS.en,
};

const de: SubscriberMailTexts = {
  confirmHeading: 'Bestätigen Sie Ihr Abonnement',
  confirmAsked: (portal, email) =>
    `Jemand, hoffentlich Sie, hat darum gebeten, Neuigkeiten von ${portal} an ${email} zu erhalten.`,
  confirmNext:
    'Bestätigen Sie, um sie zu erhalten. Waren Sie es nicht, ignorieren Sie diese Mail: Ohne Bestätigung wird nichts gesendet.',
  confirmAction: 'Abonnement bestätigen',
  confirmNote: 'Dieser Link gilt 2 Tage.',
  confirmSubject: (portal) => `Bestätigen Sie Ihr Abonnement von ${portal}`,
  portalOf: (orgName, portalTitle) => `${portalTitle} von ${orgName}`,
  updateFooter: (portal) =>
    `Sie erhalten diese Mail, weil Sie Neuigkeiten von ${portal} abonniert haben.`,
  updateUnsubscribe: 'Zum Abbestellen öffnen Sie',
  viewUpdate: (portalTitle) => `Diese Neuigkeit im ${portalTitle} ansehen`,
  categories: TOPIC_CATEGORY_WORDS.de,
};

const fr: SubscriberMailTexts = {
  confirmHeading: 'Confirmez votre abonnement',
  confirmAsked: (portal, email) =>
    `Quelqu'un, vous sans doute, a demandé à recevoir les actualités ${frenchOf(portal)} à l'adresse ${email}.`,
  confirmNext:
    "Confirmez pour commencer à les recevoir. Si ce n'était pas vous, ignorez ce message : rien n'est envoyé sans confirmation.",
  confirmAction: "Confirmer l'abonnement",
  confirmNote: 'Ce lien est valable 2 jours.',
  confirmSubject: (portal) => `Confirmez votre abonnement à ${portal}`,
  portalOf: (orgName, portalTitle) => `${portalTitle} ${frenchOf(orgName)}`,
  updateFooter: (portal) =>
    `Vous recevez ce message car vous êtes abonné aux actualités ${frenchOf(portal)}.`,
  updateUnsubscribe: 'Pour vous désabonner, ouvrez',
  viewUpdate: (portalTitle) => `Voir cette actualité sur le ${portalTitle}`,
  categories: TOPIC_CATEGORY_WORDS.fr,
};

export const SUBSCRIBER_MAIL_TEXTS: Record<TLanguage, SubscriberMailTexts> = { en, de, fr };
