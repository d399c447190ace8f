/**
 * The texts of a member's questionnaires beyond what the first screen needs: where each stands,
 * the answered file, the answers available before it. Loaded with the Questionnaires dialog, not
 * with the page, so they are written here in the three interface languages (docs/languages.md,
 * Interface) rather than in ../i18n/locales, which the first screen carries in English.
 */
import type { MemberQuestionnaireStatus, TLanguage } from '@trustfront/core';

export interface QuestionnaireStatusTexts {
  status: Record<MemberQuestionnaireStatus, string>;
  download: string;
  showAnswers: string;
  hideAnswers: string;
  /** `{answered}` of `{total}` questions answered so far. */
  answeredCount: (answered: number, total: number) => string;
  instant: string;
  reviewed: string;
  pending: string;
  sources: string;
  loadFailed: string;
}

export const QUESTIONNAIRE_STATUS_TEXTS: Record<TLanguage, QuestionnaireStatusTexts> = {
  en: {
    status: { received: 'Received', in_review: 'In review', answered: 'Answered' },
    download: 'Download the answered file',
    showAnswers: 'Answers available now',
    hideAnswers: 'Hide the answers',
    answeredCount: (answered, total) => `${answered} of ${total} questions answered so far`,
    instant: 'Drafted from the Trust Center; not yet reviewed',
    reviewed: 'Reviewed',
    pending: 'The answer follows after review.',
    sources: 'Sources',
    loadFailed: 'The answers could not be loaded. Try again later.',
  },
  de: {
    status: { received: 'Eingegangen', in_review: 'In Prüfung', answered: 'Beantwortet' },
    download: 'Beantwortete Datei herunterladen',
    showAnswers: 'Bereits verfügbare Antworten',
    hideAnswers: 'Antworten ausblenden',
    answeredCount: (answered, total) => `${answered} von ${total} Fragen bisher beantwortet`,
    instant: 'Aus dem Trust Center entworfen; noch nicht geprüft',
    reviewed: 'Geprüft',
    pending: 'Die Antwort folgt nach der Prüfung.',
    sources: 'Quellen',
    loadFailed: 'Die Antworten konnten nicht geladen werden. Versuchen Sie es später erneut.',
  },
  fr: {
    status: { received: 'Reçu', in_review: 'En cours de revue', answered: 'Répondu' },
    download: 'Télécharger le fichier complété',
    showAnswers: 'Réponses déjà disponibles',
    hideAnswers: 'Masquer les réponses',
    answeredCount: (answered, total) =>
      `${answered} question${answered > 1 ? 's' : ''} sur ${total} déjà répondue${answered > 1 ? 's' : ''}`,
    instant: 'Rédigée à partir du Trust Center ; pas encore revue',
    reviewed: 'Revue',
    pending: 'La réponse suivra après la revue.',
    sources: 'Sources',
    loadFailed: 'Les réponses n’ont pas pu être chargées. Réessayez plus tard.',
  },
};
