/**
 * Documents dropped several at once (docs/import.md, Documents): a title, a type and a card
 * suggested from each file's name, and the rows the import route accepts.
 */
import { z } from 'zod';
import { CARD_KINDS, type CardKind } from '../constants/cards.ts';
import { ZItemTitle } from '../schemas/card-admin.ts';
import { DOCUMENT_TYPES, type DocumentType } from '../schemas/documents-admin.ts';

/** Most documents one drop imports. */
export const DOCUMENT_IMPORT_MAX_FILES = 20;

/** Standards whose number is written against their name in file names ('SOC2', 'ISO27001'). */
const STANDARD = /^(soc|iso|pci|nist|hipaa|csa|gdpr)(\d[\w-]*)$/iu;
const ROMAN = /^(i|ii|iii|iv)$/iu;
/** Words kept in capitals. */
const ACRONYMS = new Set(['soc', 'iso', 'pci', 'dss', 'nist', 'gdpr', 'dpa', 'msa', 'nda', 'sla']);

function wordOf(word: string): string {
  const standard = STANDARD.exec(word);
  if (standard?.[1] && standard[2]) return `${standard[1].toUpperCase()} ${standard[2]}`;
  if (ROMAN.test(word) || ACRONYMS.has(word.toLowerCase())) return word.toUpperCase();
  // A word in lower case only is capitalised; 'CAIQ', 'McAfee' or '2025' stay as written.
  return word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** 'SOC2_Type_II_Report_2025.pdf' → 'SOC 2 Type II Report 2025'. */
export function suggestDocumentTitle(fileName: string): string {
  const base = (fileName.split(/[\\/]/u).pop() ?? '').replace(/\.[a-z0-9]{1,5}$/iu, '');
  const words = base
    .replace(/[_.+]+/gu, ' ')
    .replace(/\s-\s|(?<=\S)-(?=\S)/gu, ' ')
    .split(/\s+/u)
    .filter(Boolean)
    .map(wordOf);
  return words.join(' ').slice(0, 100).trim();
}

/** The document type a title names, or null (docs/import.md, Documents). */
export function suggestDocumentType(title: string): DocumentType | null {
  const t = ` ${title.toLowerCase().replace(/[^a-z0-9]+/gu, ' ')} `;
  const typeOf = (family: 'SOC 1' | 'SOC 2'): DocumentType =>
    / type (i|1) /u.test(t) ? `${family} Type I` : `${family} Type II`;
  if (/ soc ?2 /u.test(t)) return typeOf('SOC 2');
  if (/ soc ?1 /u.test(t)) return typeOf('SOC 1');
  if (/ iso ?27001 /u.test(t)) return 'ISO 27001 Certificate';
  if (/ iso ?27701 /u.test(t)) return 'ISO 27701 Certificate';
  if (/ (pen ?test|penetration|pentest)/u.test(t)) return 'Penetration Test';
  if (/ (polic(y|ies)) /u.test(t)) return 'Policy';
  if (/ (questionnaire|caiq|sig|hecvat|vsaq) /u.test(t)) return 'Questionnaire';
  if (/ (contract|dpa|msa|agreement|terms|nda) /u.test(t)) return 'Contract';
  return null;
}

/** The card kind a document of this type goes to first, when the product has one. */
export function suggestDocumentCard(type: DocumentType | null): CardKind | null {
  switch (type) {
    case 'Policy':
      return 'Policies';
    case 'Questionnaire':
      return 'Questionnaires';
    case 'Contract':
      return 'Legal';
    case null:
    case 'Other':
      return null;
    default:
      return 'Reports';
  }
}

/** One dropped document as the import route receives it, beside its file. */
export const ZDocumentImportRow = z.object({
  title: ZItemTitle,
  type: z.enum(DOCUMENT_TYPES).nullable(),
  productId: z.uuid(),
  kind: z.enum(CARD_KINDS),
});
export type TDocumentImportRow = z.infer<typeof ZDocumentImportRow>;

export const ZDocumentImportRows = z
  .array(ZDocumentImportRow)
  .min(1)
  .max(DOCUMENT_IMPORT_MAX_FILES);
