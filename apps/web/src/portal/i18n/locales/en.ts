/**
 * The portal interface's texts in English. Where the spec gives a text, it is imported from core
 * or the feature's texts module, so that it stays verbatim; German and French follow these keys.
 */
import {
  ACCESS_MESSAGES,
  CHANGES_MESSAGES,
  CONSENT_LABELS,
  MEMBER_MESSAGES,
  MESSAGES,
  SEARCH_MESSAGES,
  SUBSCRIPTION_MESSAGES,
} from '@trustfront/core';
import { CARD_TEXTS } from '../../cards/texts.ts';
import { DOCUMENT_TEXTS } from '../../documents/texts.ts';
import { SECTION_LABELS, SKIP_TEXTS } from '../../sections/texts.ts';
import { enErrors } from './en-errors.ts';
import { enSearch } from './en-search.ts';

export const en = {
  header: {
    language: 'Language',
    chooseLanguage: 'Choose the page language',
    useDark: 'Use dark colours',
    useLight: 'Use light colours',
  },
  ...enSearch,
  ...enErrors,
  footer: {
    changes: CHANGES_MESSAGES.title,
    verify: 'Verify a document',
    builtOn: MESSAGES.builtOn,
  },
  search: {
    label: 'Search',
    placeholderItems: SEARCH_MESSAGES.placeholderItems,
    placeholderContent: SEARCH_MESSAGES.placeholderContent,
  },
  sections: { ...SECTION_LABELS },
  skip: { nav: SKIP_TEXTS.nav, content: SKIP_TEXTS.content, section: 'Skip to {{name}}' },
  cards: {
    expandCard: 'Expand {{title}}',
    emptyCard: CARD_TEXTS.emptyCard,
    showMore: CARD_TEXTS.showMore,
    showLess: CARD_TEXTS.showLess,
    restricted: CARD_TEXTS.restricted,
    restrictedHint: CARD_TEXTS.restrictedHint,
    auditor: CARD_TEXTS.auditor,
    expires: CARD_TEXTS.expires,
    maturity: CARD_TEXTS.maturity,
    recurrence: CARD_TEXTS.recurrence,
    type: CARD_TEXTS.type,
    openLink: CARD_TEXTS.openLink,
    viewReport: CARD_TEXTS.viewReport,
    documents: CARD_TEXTS.documents,
    grade: CARD_TEXTS.grade,
    company: CARD_TEXTS.company,
    purpose: CARD_TEXTS.purpose,
    location: CARD_TEXTS.location,
    additionalDetails: CARD_TEXTS.additionalDetails,
    closeDetails: CARD_TEXTS.closeDetails,
    close: CARD_TEXTS.close,
  },
  subscribe: {
    title: SUBSCRIPTION_MESSAGES.subscribeTitle,
    prompt: "Get {{org}}'s trust updates by email.",
    email: 'Email',
    agree: SUBSCRIPTION_MESSAGES.agreeLabel,
    submit: 'Subscribe',
    checkInbox: SUBSCRIPTION_MESSAGES.checkInbox,
    unknownError: SUBSCRIPTION_MESSAGES.unknownError,
    close: 'Close',
  },
  consent: {
    title: MEMBER_MESSAGES.cookieBannerTitle,
    body: MEMBER_MESSAGES.cookieBannerBody,
    acceptAll: MEMBER_MESSAGES.acceptAll,
    rejectAll: MEMBER_MESSAGES.rejectAll,
    savePreferences: MEMBER_MESSAGES.savePreferences,
    customize: MEMBER_MESSAGES.customize,
    declaration: MEMBER_MESSAGES.cookieDeclaration,
    settings: 'Cookie settings',
    ...CONSENT_LABELS,
  },
  share: {
    share: 'Share',
    title: 'Share this Trust Center',
    send: "Send {{org}}'s {{portal}} to a colleague.",
    sendOrSubscribe:
      "Send {{org}}'s {{portal}} to a colleague, or get its trust updates by e-mail.",
    subscribe: 'Subscribe',
  },
  account: {
    reviewOf: "{{account}}'s Review of {{org}}",
    gainedAccess: ACCESS_MESSAGES.gainedAccess,
    autoGained: ACCESS_MESSAGES.autoGained,
    howToUse: ACCESS_MESSAGES.howToUse,
    inviteColleagues: ACCESS_MESSAGES.inviteColleagues,
    questionnaires: MEMBER_MESSAGES.questionnairesTitle,
    logOut: ACCESS_MESSAGES.logOut,
  },
  documents: {
    featuredDocuments: DOCUMENT_TEXTS.featuredDocuments,
    otherDocuments: DOCUMENT_TEXTS.otherDocuments,
    tabAll: DOCUMENT_TEXTS.tabAll,
    tabPublic: DOCUMENT_TEXTS.tabPublic,
    tabPrivate: DOCUMENT_TEXTS.tabPrivate,
    view: 'View {{name}}',
    download: 'Download {{name}}',
    locked: DOCUMENT_TEXTS.locked,
    viewOnly: DOCUMENT_TEXTS.viewOnly,
    bulkDownload: DOCUMENT_TEXTS.bulkDownload,
    requestLogin: DOCUMENT_TEXTS.requestLogin,
    updated: 'Updated {{date}}',
    selectAll: DOCUMENT_TEXTS.selectAll,
    cancel: DOCUMENT_TEXTS.cancel,
    close: DOCUMENT_TEXTS.close,
    retry: DOCUMENT_TEXTS.retry,
    errorBody: DOCUMENT_TEXTS.errorBody,
    downloadSelected: 'Download ({{count}})',
    preparing_one: 'Preparing {{count}} document…',
    preparing_other: 'Preparing {{count}} documents…',
    downloadStarted_one: 'Your download of {{count}} document has started.',
    downloadStarted_other: 'Your download of {{count}} documents has started.',
  },
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** The shape every language's texts have: the English keys, any words. */
export type InterfaceTexts = Texts<typeof en>;

/** The sections of ./en-search.ts and ./en-errors.ts, which each language writes in its own file. */
export type SearchTexts = Pick<InterfaceTexts, keyof typeof enSearch>;
export type ErrorTexts = Pick<InterfaceTexts, keyof typeof enErrors>;
