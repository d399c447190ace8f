/**
 * A question's words as the answerer and local search read them (docs/search.md, How an answer
 * is chosen): the security domain's abbreviations and synonyms (the same thing named another
 * way), and spelling slips corrected to the nearest word of the content by edit distance. Pure.
 */
import { SEARCH_SYNONYMS } from './search-synonyms.ts';
import { SECURITY_SYNONYMS } from './security-thesaurus.ts';

export { SECURITY_SYNONYMS };

const STOP_WORDS = new Set(
  (
    'a an and any are as at be been by can could did do does doing for from had has have how i ' +
    'if in into is it its me my of on or our ours please should so than that the their them ' +
    'there these they this those to us was we were what when where which who whom why will ' +
    'with would you your yours about also here tell know many much there ' +
    // What a reviewer's question says around its subject.
    'get got see give use using run offer provide happen happened latest current currently ' +
    'options option guarantee ever able way ways support supported supports while ' +
    // Hurried writing's shorthand of the words above.
    'hw wat wht abt thx ' +
    // What is left of a contraction ("you've", "we'll", "isn't").
    've ll re isn aren don doesn didn won wasn weren hasn haven via'
  ).split(' '),
);

const SUFFIXES = ['ations', 'ation', 'ions', 'ion', 'ings', 'ing', 'ies', 'ed', 'es', 's'];

/** Words spelt otherwise in British English than in American, as one (mostly the American). */
const BRITISH: readonly [RegExp, string][] = [
  // 'organise' → 'organize', 'anonymisation' → 'anonymization'.
  [/(?<=[a-z]{2})is(e|ed|es|ing|ation|ations|er|ers)$/, 'iz$1'],
  // 'behaviour' → 'behavior', 'colours' → 'colors'.
  [/(?<=[a-z]{2}[^aeiouy])our(s|ed|ing)?$/, 'or$1'],
  [/(?<=[a-z]{3}i)our(s|ed|ing)?$/, 'or$1'],
  // 'analyze' → 'analyse', which meets 'analysis'.
  [/(?<=[a-z])lyz(e|ed|es|ing)$/, 'lys$1'],
  // 'centre' → 'center', 'fibres' → 'fibers'.
  [/(?<=[a-z]{2})(t|b)re(s|d)?$/, '$1er$2'],
  // 'labelling' → 'labeling', 'modelled' → 'modeled'.
  [/(?<=[aeiou][^aeiou])ell(ing|ed|er|ers)$/, 'el$1'],
  [/^(licen|defen|offen)ce(s|d)?$/, '$1se$2'],
];

/** A word in American spelling. */
const american = (word: string) =>
  BRITISH.reduce((w, [pattern, replaced]) => w.replace(pattern, replaced), word);

/** A crude stem: enough for "encrypt", "encrypted" and "encryption" to meet. */
export function stem(spelt: string): string {
  const word = american(spelt);
  // 'access', 'status' and 'analysis' are not plurals.
  if (/(ss|us|is)$/.test(word)) return word;
  for (const suffix of SUFFIXES) {
    const least = suffix === 'ing' || suffix === 'ed' ? 3 : 4;
    if (word.endsWith(suffix) && word.length - suffix.length >= least) {
      return word.slice(0, -suffix.length);
    }
  }
  // A short plural: 'keys', 'logs', 'apps'.
  if (word.length >= 4 && word.endsWith('s')) return word.slice(0, -1);
  // A silent e, which the suffixes drop: 'hire' meets 'hiring', 'service' meets 'services'.
  if (word.length >= 4 && word.endsWith('e')) return word.slice(0, -1);
  return word;
}

/** Lower-cased words, a run of letters and a run of digits apart ('soc2' reads 'soc 2'). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+|\p{N}+/gu) ?? [];
}

const isNumber = (word: string) => /^\p{N}+$/u.test(word);

/**
 * A number with the word before it ('soc 2' → 'soc2', 'iso 27001' → 'iso27001'), which names
 * something else than the word and the number apart: 'SOC 3' is not 'SOC 2' with a 3 nearby.
 */
const boundNumber = (words: readonly string[], i: number): string | null => {
  const word = words[i] ?? '';
  // ISO/IEC standards are cited with and without 'IEC': 'ISO/IEC 27001' is 'ISO 27001'.
  const before = words[i - 1] === 'iec' && words[i - 2] === 'iso' ? 'iso' : words[i - 1];
  return isNumber(word) && before && !isNumber(before) ? `${before}${word}` : null;
};

/**
 * The content words of a text, stemmed, in order (repeats kept); numbers are kept, and each
 * number after a word also as the two bound together.
 */
export function contentTerms(text: string): string[] {
  const words = wordsOf(text);
  return words.flatMap((w, i) => {
    if ((w.length < 2 && !isNumber(w)) || STOP_WORDS.has(w)) return [];
    const bound = boundNumber(words, i);
    return bound ? [w, bound] : [stem(w)];
  });
}

/** A synonym table ready for reading questions: its phrases as stems, longest first. */
export interface Thesaurus {
  groups: readonly (readonly string[])[];
  phrases: readonly { group: number; stems: string[] }[];
  /**
   * Every word of its phrases with its stem: a slip may be of one of them as well as of the
   * content's (read on the whole words, as a stem may be cut short: 'colocation' → 'coloc').
   */
  words: ReadonlyMap<string, string>;
  /** The slips found, for the next question with the same one. */
  slips: Map<string, string[]>;
}

function thesaurusOf(groups: readonly (readonly string[])[]): Thesaurus {
  const phrases = groups
    .flatMap((group, g) => group.map((phrase) => ({ group: g, stems: wordsOf(phrase).map(stem) })))
    .sort((a, b) => b.stems.length - a.stems.length);
  const words = new Map(
    groups.flat().flatMap((phrase) => wordsOf(phrase).map((w) => [w, stem(w)])),
  );
  return { groups, phrases, words, slips: new Map() };
}

/** The answer engine's: the field's broad equivalences. */
const ANSWER_THESAURUS = thesaurusOf(SECURITY_SYNONYMS);
/** Local search's: abbreviations and close names, as every concept must be in a short entry. */
export const SEARCH_THESAURUS = thesaurusOf(SEARCH_SYNONYMS);

/**
 * The fewest insertions, deletions, substitutions and swaps of neighbours that turn `a` into `b`
 * (optimal string alignment), or `max + 1` once it is sure to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      }
      row.push(d);
      least = Math.min(least, d);
    }
    if (least > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length] ?? max + 1;
}

/** The edits a word of this length may hold and still be read as a slip: none below 5 letters. */
export const typoAllowance = (length: number) => (length < 5 ? 0 : length < 8 ? 1 : 2);

/**
 * Words of the content: each stem with the number of passages it occurs in and a word it stands
 * for, and the number of passages read.
 */
export interface Vocabulary {
  passages: number;
  terms: ReadonlyMap<string, { count: number; word: string }>;
}

/** The vocabulary of passages (each passage's title and text). */
export function vocabularyOf(passages: Iterable<string>): Vocabulary {
  const vocabulary = new Map<string, { count: number; word: string }>();
  let count = 0;
  for (const text of passages) {
    count++;
    const seen = new Set<string>();
    const words = wordsOf(text);
    for (const [i, word] of words.entries()) {
      const term = boundNumber(words, i) ?? stem(word);
      if (seen.has(term)) continue;
      seen.add(term);
      const known = vocabulary.get(term);
      if (known) known.count++;
      else vocabulary.set(term, { count: 1, word });
    }
  }
  return { passages: count, terms: vocabulary };
}

/** Corrections found per vocabulary, for the next question with the same slip. */
const correctionsKept = new WeakMap<Vocabulary, Map<string, string[]>>();

/** The vocabulary's stems closest to a stem it lacks, within the allowance; none when too far. */
export function corrections(term: string, vocabulary: Vocabulary, spelt = term): string[] {
  let kept = correctionsKept.get(vocabulary);
  if (!kept) correctionsKept.set(vocabulary, (kept = new Map()));
  const key = `${term} ${spelt.length}`;
  const known = kept.get(key);
  if (known) return known;
  const found = nearest(term, vocabulary.terms.keys(), allowanceOf(term, spelt));
  kept.set(key, found);
  return found;
}

/**
 * The edits a stem may hold: by the length of the word as typed, as a slip may make its stem
 * shorter ('rotaed' → 'rota'); a stem of 4 letters one left out ('staf'), a shorter one none.
 */
const allowanceOf = (term: string, spelt: string) =>
  term.length < 4 ? 0 : term.length === 4 ? 1 : typoAllowance(Math.max(term.length, spelt.length));

/** The stems closest to a stem within the allowance, itself aside; none when too far. */
function nearest(term: string, stems: Iterable<string>, max: number): string[] {
  if (max === 0 || /\d/.test(term)) return [];
  let best = max + 1;
  let found: string[] = [];
  for (const known of stems) {
    // A 4-letter stem may only lack a letter: 'staf' is 'staff', not 'stag'.
    if (known === term || (term.length === 4 && known.length !== 5)) continue;
    const d = editDistance(term, known, Math.min(best, max));
    if (d < best) [best, found] = [d, [known]];
    else if (d === best && d <= max) found.push(known);
  }
  return best <= max ? found : [];
}

/** One thing a question asks about, with the ways the content may name it. */
export interface Concept {
  /** The words as asked. */
  asked: string;
  /** Each a list of stems that must all be present. */
  alternatives: string[][];
  /** Words search is asked with for it (the content's own spelling where it was corrected). */
  searchWords: string[];
  /** Whether the content names it at all (always true without a vocabulary). */
  known: boolean;
}

/** Stems of at least this many letters meet when one begins the other ('classifi', 'classific'). */
const PREFIX_MEET = 5;
const namedKept = new WeakMap<Vocabulary, Map<string, boolean>>();

/** Whether the content names a stem, as it is or as the beginning of a longer one or a shorter. */
function names(vocabulary: Vocabulary, term: string): boolean {
  if (vocabulary.terms.has(term)) return true;
  if (term.length < PREFIX_MEET) return false;
  let kept = namedKept.get(vocabulary);
  if (!kept) namedKept.set(vocabulary, (kept = new Map()));
  const known = kept.get(term);
  if (known !== undefined) return known;
  let found = false;
  for (const t of vocabulary.terms.keys()) {
    if (t.length >= PREFIX_MEET && (t.startsWith(term) || term.startsWith(t))) {
      found = true;
      break;
    }
  }
  kept.set(term, found);
  return found;
}

/**
 * The stems of the thesaurus's words nearest a word as typed, within a slip (none for short words
 * and numbers).
 */
function thesaurusSlips(term: string, thesaurus: Thesaurus, spelt: string): string[] {
  const key = `${term} ${spelt}`;
  const kept = thesaurus.slips.get(key);
  if (kept) return kept;
  // A word of 5 letters is too near others to bring a synonym group ('files' is not 'fixes').
  const max = /\d/.test(spelt) || spelt.length < 6 ? 0 : typoAllowance(spelt.length);
  const found = [
    ...new Set(nearest(spelt, thesaurus.words.keys(), max).map((w) => thesaurus.words.get(w) ?? w)),
  ].filter((s) => s !== term);
  thesaurus.slips.set(key, found);
  return found;
}

/**
 * The stems a question's word may stand for: its own, and when the content lacks it, the nearest
 * of the content's and of the thesaurus's within a slip ('seperation' reads 'separation').
 */
function readingsOf(
  term: string,
  vocabulary: Vocabulary | undefined,
  thesaurus: Thesaurus,
  spelt: string,
): string[] {
  if (!vocabulary || names(vocabulary, term)) return [term];
  return [term, ...corrections(term, vocabulary, spelt), ...thesaurusSlips(term, thesaurus, spelt)];
}

/** Whether the content names one of a group's phrases (always without a vocabulary). */
const namedIn = (alternatives: readonly string[][], vocabulary: Vocabulary | undefined) =>
  !vocabulary || alternatives.some((stems) => stems.every((s) => names(vocabulary, s)));

/** A concept and the words it was read from (`at` to before `end`). */
interface Placed {
  at: number;
  end: number;
  concept: Concept;
}

/**
 * Concepts joined by 'or' as one, held by either ('anti-malware or EDR'): a passage naming one of
 * them answers the question.
 */
function eitherOf(placed: readonly Placed[], words: readonly string[]): Concept[] {
  const out: Placed[] = [];
  for (const p of placed) {
    const last = out[out.length - 1];
    const between = last ? words.slice(last.end, p.at).join(' ') : '';
    if (!last || (between !== 'or' && between !== 'and or')) {
      out.push(p);
      continue;
    }
    const [a, b] = [last.concept, p.concept];
    out[out.length - 1] = {
      at: last.at,
      end: p.end,
      concept: {
        asked: `${a.asked} or ${b.asked}`,
        alternatives: [...a.alternatives, ...b.alternatives],
        searchWords: [...a.searchWords, ...b.searchWords],
        known: a.known || b.known,
      },
    };
  }
  return out.map((p) => p.concept);
}

/**
 * The concepts of a question: synonym phrases first (longest first, its words read with their
 * slips corrected), then each remaining content word, corrected to the vocabulary's nearest
 * words when the vocabulary lacks it.
 */
export function questionConcepts(
  question: string,
  vocabulary?: Vocabulary,
  thesaurus: Thesaurus = ANSWER_THESAURUS,
): Concept[] {
  const words = wordsOf(question);
  const stems = words.map(stem);
  const readings = stems.map((s, i) =>
    STOP_WORDS.has(words[i] ?? '') ? [s] : readingsOf(s, vocabulary, thesaurus, words[i] ?? s),
  );
  const used = new Array<boolean>(words.length).fill(false);
  const concepts: Placed[] = [];
  // Only a phrase whose every stem the question may read is looked for along it.
  const present = new Set(readings.flat());
  for (const phrase of thesaurus.phrases) {
    if (!phrase.stems.every((s) => present.has(s))) continue;
    const n = phrase.stems.length;
    for (let i = 0; i + n <= stems.length; i++) {
      if (used.slice(i, i + n).some(Boolean)) continue;
      if (!phrase.stems.every((s, k) => readings[i + k]?.includes(s))) continue;
      for (let k = i; k < i + n; k++) used[k] = true;
      const group = thesaurus.groups[phrase.group] ?? [];
      const alternatives = group.map(contentTerms);
      concepts.push({
        at: i,
        end: i + n,
        concept: {
          asked: words.slice(i, i + n).join(' '),
          alternatives,
          searchWords: [...new Set([...words.slice(i, i + n), ...wordsOf(group[0] ?? '')])],
          known: namedIn(alternatives, vocabulary),
        },
      });
    }
  }
  words.forEach((word, i) => {
    if (used[i] || STOP_WORDS.has(word) || (word.length < 2 && !/\d/.test(word))) return;
    const term = boundNumber(words, i) ?? stems[i] ?? word;
    const inContent = !vocabulary || names(vocabulary, term);
    const fixes = inContent || !vocabulary ? [] : corrections(term, vocabulary, word);
    concepts.push({
      at: i,
      end: i + 1,
      concept: {
        asked: word,
        alternatives: [[term], ...fixes.map((f) => [f])],
        searchWords: fixes.length ? fixes.map((f) => vocabulary?.terms.get(f)?.word ?? f) : [word],
        known: inContent || fixes.length > 0,
      },
    });
  });
  return eitherOf(
    concepts.sort((a, b) => a.at - b.at),
    words,
  );
}

/** The question as search is asked it: corrected, its abbreviations spelt out, or null if unchanged. */
export function searchTermOf(question: string, concepts: readonly Concept[]): string | null {
  const term = concepts.flatMap((c) => c.searchWords).join(' ');
  const asked = concepts.map((c) => c.asked).join(' ');
  return term && term !== asked ? term : null;
}

/**
 * How much a concept tells passages apart: the rarer its commonest naming in the vocabulary, the
 * more (inverse document frequency); a concept the content never names weighs the most.
 */
export function conceptWeight(concept: Concept, vocabulary: Vocabulary | undefined): number {
  if (!vocabulary) return 1;
  const count = Math.max(
    0,
    ...concept.alternatives.map((stems) =>
      Math.min(...stems.map((s) => vocabulary.terms.get(s)?.count ?? 0)),
    ),
  );
  return Math.log(1 + vocabulary.passages / (1 + count));
}
