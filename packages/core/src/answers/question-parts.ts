/**
 * What a questionnaire's question is about (docs/search.md, How an answer is chosen): its main
 * question (the first sentence that asks; what follows asks for details) and its content words
 * without the phrasing questionnaires wrap around them ('Please describe…', 'Does the vendor…',
 * 'mandatory'). Pure.
 */
import {
  editDistance,
  questionConcepts,
  stem,
  typoAllowance,
  wordsOf,
  type Concept,
  type Vocabulary,
} from '../search/question-terms.ts';

/**
 * Words of questionnaires' phrasing that say how a question is asked, not what about: requests
 * for detail, the parties named, and the words of obligation and existence.
 */
const PHRASING = new Set(
  (
    'please describe specify provide explain detail details outline list indicate confirm whether ' +
    'state share elaborate summarize summarise attach evidence include including includes ' +
    'organization organisation organizations company companies firm institution institutions ' +
    'vendor vendors provider supplier solution service services product platform ' +
    'mandatory required require requires compulsory obligatory must enforced enforce enforces ' +
    'formal formally established establish implemented implement maintain maintained maintains ' +
    'place exist exists existing documented defined ensure ensures ensured appropriate adequate ' +
    'relevant applicable regularly mechanism mechanisms measures measure practices practice ' +
    'approach procedures procedure processes process controls program programme ' +
    'all every each any some kind type types standard standards level levels ' +
    'yes no n y na not if else other others etc eg ie like such who whom ' +
    'utilize utilise utilized utilised employ employed leverage used currently presently today ' +
    'within across regarding related relating respect regard manner case cases ' +
    // Verbs and frequencies that only frame the subject ('Are scans performed regularly?').
    'perform performed performs conduct conducted conducts deploy deployed apply applied handle ' +
    'handled carry carried undertake undertaken take taken make made done protect protected ' +
    'often frequently frequency periodically periodic cadence timeframe time timely promptly ' +
    'quickly fast soon available possible allow allowed permit permitted ' +
    'one another way ways things thing anything something least most minimum maximum basis ' +
    'planned place based upon ' +
    // Everyday words around a subject that no answer needs to repeat ('capabilities in place').
    'capability capabilities scheme someone anyone everyone somebody anybody people ' +
    'person persons individual individuals old new before after against during prior following ' +
    'throughout whenever wherever whether either neither also still already yet ever again ' +
    'specific specifically particular particularly general generally overall certain various ' +
    'current effective effectively proper properly adequately sufficient sufficiently ' +
    'describe description detailed summary overview information details provided ' +
    'following relevant need needs needed want wants able unable limited ' +
    // The standard frameworks' list of what a policy goes through ('established, documented,
    // approved, communicated, applied, evaluated and maintained').
    'approved approve approval communicated communicate evaluated evaluate updated update ' +
    // Hurried writing: 'whats', 'pls', 'ur'.
    'whats whos hows wheres whens pls plz thanks thank hi hello ur ' +
    // Words around a request for evidence and shorthand of limits ('TLS min version').
    'show demonstrate last recent min max give giving given front out safeguards allocated ' +
    'allocate addressed timeline guarantee guaranteed ' +
    // The words of an e-mail around its question ('Our auditors need to understand…').
    'understand wonder wondering ask asks asked asking question questions quick renew renewal ' +
    'colleague colleagues auditors auditor strategy somewhere anywhere everybody download ' +
    'downloaded obtain receive view find force forced deliver delivered side more thing things ' +
    'according exactly sure hit tool tools part long'
  ).split(' '),
);

/** The question's sentences, its reference ('IAM-01.2', '3.1.4') and list marks left out. */
export function questionSentences(question: string): string[] {
  return question
    .replace(/^\s*(?:[A-Z]{1,5}[&-]?\d*[-.]?\d+(?:[.-]\d+)*|\d+(?:\.\d+)*)[.):]?\s+/, '')
    .split(/(?<=[?])\s+|(?<=[.!])\s+(?=[A-Z])|\n+/)
    .map((s) => s.trim())
    .filter((s) => wordsOf(s).length > 0);
}

/** The sentence that asks: the first ending in a question mark, else the first. */
export function mainQuestion(question: string): string {
  const sentences = questionSentences(question);
  return sentences.find((s) => s.endsWith('?')) ?? sentences[0] ?? question;
}

/** Phrasing as stems; a word is phrasing when its stem is one or begins with one ('institutional'). */
const PHRASING_STEMS = [...PHRASING].map(stem);
const PREFIX_MEET = 6;
const isPhrasingWord = (word: string) => {
  const s = stem(word);
  return PHRASING_STEMS.some((p) => p === s || (p.length >= PREFIX_MEET && s.startsWith(p)));
};

/** A word the content lacks that is a slip of phrasing ('regulary', 'garantee'). */
const isPhrasingSlip = (word: string, vocabulary: Vocabulary) => {
  const s = stem(word);
  const max = typoAllowance(word.length);
  if (max === 0 || vocabulary.terms.has(s)) return false;
  return PHRASING_STEMS.some((p) => p.length >= 5 && editDistance(s, p, max) <= max);
};

/** Whether a concept is only questionnaire phrasing (all its words are, or slips of them). */
const isPhrasing = (concept: Concept, vocabulary: Vocabulary) =>
  wordsOf(concept.asked).every((w) => isPhrasingWord(w) || isPhrasingSlip(w, vocabulary));

/**
 * Whether a concept the content never names is only English phrasing words (verbs, adverbs,
 * prepositions: 'happens', 'looked', 'outside'): it says how a question is put, the content
 * naming the action otherwise, while a noun or an adjective it lacks ('ransom', 'medical') names
 * a topic.
 */
const isUnknownPhrasing = (concept: Concept, phrasingWords: ReadonlySet<string>) =>
  !concept.known && wordsOf(concept.asked).every((w) => phrasingWords.has(w));

/**
 * The concepts of a text that say what it is about: phrasing left out, and so are words the
 * content never names that `phrasingWords` holds, unless nothing else is left ('Do you have a
 * program?').
 */
export function topicConcepts(
  text: string,
  vocabulary: Vocabulary,
  phrasingWords: ReadonlySet<string> = new Set(),
): Concept[] {
  const concepts = questionConcepts(text, vocabulary);
  const topical = concepts.filter(
    (c) => !isPhrasing(c, vocabulary) && !isUnknownPhrasing(c, phrasingWords),
  );
  return topical.length ? topical : concepts;
}
