/**
 * Texts of planned subprocessor changes (docs/editing.md, Planned subprocessor changes): the
 * server's refusals and the staff's page in English, and the notice mails in each portal
 * language (docs/languages.md, Mails).
 */
import { frenchOf, type TLanguage } from '../rules/languages.ts';
import type { ObjectionStatus } from './rules.ts';

export const SUBPROCESSOR_CHANGE_MESSAGES = {
  required: (label: string) => `${label} is required`,
  reason: 'Reason',
  answer: 'Answer',
  reasonRequired: 'Give a reason for your objection',
  answerRequired: 'Write an answer',
  noticeDaysRange: 'The notice period is a whole number of days from 1 to 365',
  effectiveOnInvalid: 'Give the effective date as a calendar day (yyyy-mm-dd)',
  noticeTooShort: (earliest: string, days: number) =>
    `The effective date must be at least ${days} days ahead: ${earliest} or later`,
  replacedMissing: 'Choose the subprocessor this one replaces',
  replacedUnexpected: 'An addition replaces no subprocessor',
  replacedNotOnCard: 'The subprocessor to replace is not on this card',
  changeNotFound: 'Planned change not found',
  notPlanned: 'This change is no longer planned',
  objectionNotFound: 'Objection not found',
  objectionClosed: 'This objection is closed',
  windowClosed: 'Objections to this change closed on its effective date',
  alreadyObjected: 'You have already objected to this change',
  membersOnly: 'Sign in as a member to object to a planned change',
} as const;

/** The staff's words for each status of an objection. */
export const OBJECTION_STATUS_LABELS: Record<ObjectionStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  withdrawn: 'Withdrawn',
  resolved: 'Resolved',
  contract_ended: 'Contract ended',
};

export interface SubprocessorNoticeTexts {
  subject: (portal: string, name: string) => string;
  heading: (name: string) => string;
  addition: (portal: string, name: string, day: string) => string;
  replacement: (portal: string, name: string, replaced: string, day: string) => string;
  purpose: string;
  location: string;
  object: (day: string) => string;
  action: string;
  cancelSubject: (portal: string, name: string) => string;
  cancelHeading: (name: string) => string;
  cancelled: (portal: string, name: string, day: string) => string;
  /** `{org}'s {portal title}`. */
  portalOf: (orgName: string, portalTitle: string) => string;
  footer: (portal: string) => string;
}

const en: SubprocessorNoticeTexts = {
  subject: (portal, name) => `${portal}: planned subprocessor ${name}`,
  heading: (name) => `Planned subprocessor: ${name}`,
  addition: (portal, name, day) => `${portal} plans to add ${name} as a subprocessor from ${day}.`,
  replacement: (portal, name, replaced, day) =>
    `${portal} plans to replace the subprocessor ${replaced} with ${name} from ${day}.`,
  purpose: 'Purpose',
  location: 'Location',
  object: (day) =>
    `Members of accounts with access may object, with a reason, on the trust center until ${day}.`,
  action: 'See the planned change',
  cancelSubject: (portal, name) => `${portal}: planned subprocessor ${name} cancelled`,
  cancelHeading: (name) => `Planned subprocessor cancelled: ${name}`,
  cancelled: (portal, name, day) =>
    `${portal} no longer plans to engage ${name} from ${day}. Nothing changes on its subprocessor list.`,
  portalOf: (orgName, portalTitle) => `${orgName}'s ${portalTitle}`,
  footer: (portal) =>
    `You receive this because you subscribed to updates from ${portal} or your company has access to it.`,
};

const de: SubprocessorNoticeTexts = {
  subject: (portal, name) => `${portal}: geplanter Unterauftragsverarbeiter ${name}`,
  heading: (name) => `Geplanter Unterauftragsverarbeiter: ${name}`,
  addition: (portal, name, day) =>
    `${portal} plant, ${name} ab dem ${day} als Unterauftragsverarbeiter einzusetzen.`,
  replacement: (portal, name, replaced, day) =>
    `${portal} plant, den Unterauftragsverarbeiter ${replaced} ab dem ${day} durch ${name} zu ersetzen.`,
  purpose: 'Zweck',
  location: 'Standort',
  object: (day) =>
    `Mitglieder von Konten mit Zugang können bis zum ${day} im Trust Center mit Begründung widersprechen.`,
  action: 'Geplante Änderung ansehen',
  cancelSubject: (portal, name) => `${portal}: geplanter Unterauftragsverarbeiter ${name} abgesagt`,
  cancelHeading: (name) => `Geplanter Unterauftragsverarbeiter abgesagt: ${name}`,
  cancelled: (portal, name, day) =>
    `${portal} plant nicht mehr, ${name} ab dem ${day} einzusetzen. Die Liste der Unterauftragsverarbeiter bleibt unverändert.`,
  portalOf: (orgName, portalTitle) => `${portalTitle} von ${orgName}`,
  footer: (portal) =>
    `Sie erhalten diese Mail, weil Sie Neuigkeiten von ${portal} abonniert haben oder Ihr Unternehmen Zugang dazu hat.`,
};

const fr: SubprocessorNoticeTexts = {
  subject: (portal, name) => `${portal} : sous-traitant prévu ${name}`,
  heading: (name) => `Sous-traitant prévu : ${name}`,
  addition: (portal, name, day) =>
    `${portal} prévoit d'ajouter ${name} comme sous-traitant à partir du ${day}.`,
  replacement: (portal, name, replaced, day) =>
    `${portal} prévoit de remplacer le sous-traitant ${replaced} par ${name} à partir du ${day}.`,
  purpose: 'Finalité',
  location: 'Localisation',
  object: (day) =>
    `Les membres des comptes ayant accès peuvent s'y opposer, motif à l'appui, sur le trust center jusqu'au ${day}.`,
  action: 'Voir le changement prévu',
  cancelSubject: (portal, name) => `${portal} : sous-traitant prévu ${name} annulé`,
  cancelHeading: (name) => `Sous-traitant prévu annulé : ${name}`,
  cancelled: (portal, name, day) =>
    `${portal} ne prévoit plus de faire appel à ${name} à partir du ${day}. La liste des sous-traitants reste inchangée.`,
  portalOf: (orgName, portalTitle) => `${portalTitle} ${frenchOf(orgName)}`,
  footer: (portal) =>
    `Vous recevez ce message car vous êtes abonné aux actualités ${frenchOf(portal)} ou votre entreprise y a accès.`,
};

export const SUBPROCESSOR_NOTICE_TEXTS: Record<TLanguage, SubprocessorNoticeTexts> = { en, de, fr };
