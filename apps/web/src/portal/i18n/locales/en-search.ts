/**
 * The portal interface's texts in English for search, the knowledge base, trust updates, the
 * Changes page, the no-JavaScript notices, the item drawer and the page's shell; spread into
 * ./en.ts. Texts docs/ quotes come from core or the feature's module, so they stay verbatim.
 */
import {
  CHANGES_MESSAGES,
  MESSAGES,
  SEARCH_MESSAGES,
  CONTROL_STATUS_LABELS,
  SEARCH_TYPE_LABELS,
  SUBSCRIPTION_MESSAGES,
  TRUST_CHANGE_ACTION_LABELS,
  TRUST_CHANGE_FIELD_LABELS,
  TRUST_CHANGE_KIND_LABELS,
  TRUST_CHANGE_STATE_WORDS,
  TOPIC_CATEGORY_WORDS,
} from '@trustfront/core';
import { CARD_TEXTS } from '../../cards/texts.ts';
import { NO_SCRIPT_MESSAGES } from '../../../ui/no-script-messages.ts';
import { UPDATES_TITLE } from '../../updates/texts.ts';

/** A core text with `{n}` as i18next's `{{count}}`. */
const counted = (text: string) => text.replace('{n}', '{{count}}');

/** A core text made by a function, with i18next's `{{name}}` for each of its values. */
function filled<A extends string[]>(make: (...values: A) => string, ...names: A): string {
  const marks = names.map((_, i) => `\u0000${i}\u0000`) as A;
  return names.reduce(
    (text, name, i) => text.replace(marks[i] ?? '', `{{${name}}}`),
    make(...marks),
  );
}

/** A count in a core text made by a function (`(n) => '{n} update(s)'`), as `{{count}}`. */
const countedBy = (make: (n: number) => string) =>
  make(987654321).replace('987654321', '{{count}}');

export const enSearch = {
  searchDialog: {
    placeholderAsk: SEARCH_MESSAGES.placeholderAsk,
    clear: 'Clear',
    close: 'Close',
    empty: SEARCH_MESSAGES.empty,
    noResults: SEARCH_MESSAGES.noResults,
    noResultsHint: SEARCH_MESSAGES.noResultsHintSentence,
    results_one: '{{count}} result',
    results_other: counted(SEARCH_MESSAGES.results),
    keySelect: SEARCH_MESSAGES.keySelect,
    keyNavigate: SEARCH_MESSAGES.keyNavigate,
    keyClose: SEARCH_MESSAGES.keyClose,
    topMatch: SEARCH_MESSAGES.topMatch,
    more: counted(SEARCH_MESSAGES.more),
    mode: 'Search mode',
    modeSearch: SEARCH_MESSAGES.modeSearch,
    modeAsk: SEARCH_MESSAGES.modeAsk,
    generating: SEARCH_MESSAGES.generating,
    answer: SEARCH_MESSAGES.answer,
    copyResponse: SEARCH_MESSAGES.copyResponse,
    copied: 'Copied',
    copySigned: 'Copy signed answer',
    downloadSigned: 'Download signed answer',
    generatedFrom_one: 'Generated from {{count}} source',
    generatedFrom_other: counted(SEARCH_MESSAGES.generatedFrom),
    basedOn: SEARCH_MESSAGES.basedOn.replace('{sources}', '{{sources}}'),
    aiDisabledTooltip: SEARCH_MESSAGES.aiDisabledTooltip,
    aiPaidPlanTooltip: SEARCH_MESSAGES.aiPaidPlanTooltip,
    searchFailed: SEARCH_MESSAGES.searchFailed,
    answerFailed: SEARCH_MESSAGES.answerFailed,
    open: 'Open',
    groups: { ...SEARCH_TYPE_LABELS },
    // Where a result comes from, when the server names it in words of its own.
    faq: 'FAQ',
    control: 'Control',
    fact: 'Fact',
    controlStatus: { ...CONTROL_STATUS_LABELS },
  },
  knowledgeBase: {
    title: CARD_TEXTS.knowledgeBase,
    question: CARD_TEXTS.question,
    answer: CARD_TEXTS.answer,
    comment: CARD_TEXTS.comment,
    searchQuestions: CARD_TEXTS.searchQuestions,
    closeDetails: CARD_TEXTS.closeDetails,
    noEntries: MESSAGES.noEntries,
    noResultsMatch: MESSAGES.noResultsMatch,
    viewMore: MESSAGES.viewMore,
  },
  pager: {
    range: '{{from}}–{{to}} of {{total}}',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
  },
  updates: {
    title: UPDATES_TITLE,
    none: 'No trust updates yet.',
    pages: 'Trust updates pages',
    pinned: 'Pinned',
    public: 'Public',
    private: 'Private',
    noUpdatesPublished: MESSAGES.noUpdatesPublished,
    // The verbatim '(s)' serves one and many alike.
    updatesPublished_one: countedBy(MESSAGES.updatesPublished),
    updatesPublished_other: countedBy(MESSAGES.updatesPublished),
    copyLink: MESSAGES.copyLinkToItem,
    linkCopied: MESSAGES.linkCopied,
    copyFromAddressBar: MESSAGES.copyLinkFromAddressBar,
    categories: TOPIC_CATEGORY_WORDS.en,
    confirmedTitle: SUBSCRIPTION_MESSAGES.confirmedTitle,
    failedTitle: SUBSCRIPTION_MESSAGES.failedTitle,
    confirmedBody: filled(SUBSCRIPTION_MESSAGES.confirmedBody, 'org', 'portal'),
    blocked: filled(SUBSCRIPTION_MESSAGES.blocked, 'org', 'portal'),
    tokenInvalid: SUBSCRIPTION_MESSAGES.tokenInvalid,
    tryAgain: SUBSCRIPTION_MESSAGES.tryAgain,
    unsubscribed: SUBSCRIPTION_MESSAGES.unsubscribed,
    unsubscribeTitle: SUBSCRIPTION_MESSAGES.unsubscribeTitle,
    unsubscribePrompt: filled(SUBSCRIPTION_MESSAGES.unsubscribePrompt, 'email'),
    unsubscribeConfirm: SUBSCRIPTION_MESSAGES.unsubscribeConfirm,
    unsubscribeFailedTitle: SUBSCRIPTION_MESSAGES.unsubscribeFailedTitle,
    unsubscribeFailedBody: SUBSCRIPTION_MESSAGES.unsubscribeFailedBody,
    cancel: 'Cancel',
    close: 'Close',
  },
  changes: {
    title: CHANGES_MESSAGES.title,
    intro: CHANGES_MESSAGES.intro,
    allKinds: CHANGES_MESSAGES.allKinds,
    empty: CHANGES_MESSAGES.empty,
    emptyKind: CHANGES_MESSAGES.emptyKind,
    notPublic: CHANGES_MESSAGES.notPublic,
    back: CHANGES_MESSAGES.back,
    older: CHANGES_MESSAGES.older,
    effective: filled(CHANGES_MESSAGES.effective, 'day'),
    machines: CHANGES_MESSAGES.machines,
    kind: 'Kind',
    yes: 'Yes',
    no: 'No',
    kinds: { ...TRUST_CHANGE_KIND_LABELS },
    actions: { ...TRUST_CHANGE_ACTION_LABELS },
    fields: { ...TRUST_CHANGE_FIELD_LABELS },
    states: { ...TRUST_CHANGE_STATE_WORDS },
  },
  noScript: { ...NO_SCRIPT_MESSAGES },
  items: {
    inProgress: MESSAGES.inProgress,
    copyLink: MESSAGES.copyLinkToItem,
    linkCopied: MESSAGES.linkCopied,
    copyFromAddressBar: MESSAGES.copyLinkFromAddressBar,
  },
  shell: {
    portalOf: filled(MESSAGES.loginRequiredTitle, 'org', 'portal'),
    loginRequiredBody: MESSAGES.loginRequiredBody,
    unavailableBody: MESSAGES.unavailableBody,
    logIn: MESSAGES.logIn,
    getAccess: MESSAGES.getAccess,
    requestAccess: 'Request access',
    startSecurityReview: MESSAGES.startSecurityReview,
    securityReviewView: MESSAGES.securityReviewView,
    securityReviewAsk: MESSAGES.securityReviewAsk,
    needHelp: 'Need help?',
    helpIntro:
      "Questions about {{org}}'s security, or found a vulnerability? Reach the team directly.",
    logo: '{{org}} logo',
    contactSupport: MESSAGES.contactSupport,
    reportIssue: MESSAGES.reportIssue,
    recentUpdates: MESSAGES.recentUpdatesSmall,
    latestUpdates: filled(MESSAGES.latestUpdates, 'org'),
    product: 'Product',
    selectProduct: MESSAGES.selectProduct,
    productTooltip: MESSAGES.productTooltip,
    productHidden: 'Hidden',
    opensInNewTab: 'Opens in a new tab',
    banner: '{{product}} banner',
  },
};
