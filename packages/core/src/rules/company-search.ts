/**
 * The company search (docs/editing.md, Company entries) as pure rules: which companies an
 * organisation may pick (its own custom companies, those it used before, the bundled partners),
 * how a search ranks them, when the picker offers 'Just use "…"', and what a pick becomes.
 */
import type { CardKind } from '../constants/cards.ts';
import { PARTNER_COMPANIES, type PartnerCompany } from '../constants/partner-companies.ts';
import type { TCompanyOption, TCompanyPick } from '../schemas/companies.ts';
import type { TCompany } from '../schemas/portal-view.ts';

/** The cards whose items are companies (docs/editing.md, Company entries). */
export const COMPANY_CARD_KINDS = ['TrustedBy', 'Subprocessors'] as const satisfies CardKind[];
export type CompanyCardKind = (typeof COMPANY_CARD_KINDS)[number];

export const isCompanyCard = (kind: CardKind): kind is CompanyCardKind =>
  (COMPANY_CARD_KINDS as readonly CardKind[]).includes(kind);

/**
 * The picker waits this long after typing before it searches (docs/editing.md, Company entries).
 */
export const COMPANY_SEARCH_DELAY_MS = 200;
/** Most companies one search answers. */
export const COMPANY_SEARCH_LIMIT = 20;

const keyOf = (text: string) => text.trim().toLowerCase();

/** A company's key among the organisation's choices: its source and its domain, else its name. */
export const companyIdOf = (c: Pick<TCompany, 'source' | 'name' | 'domain'>): string =>
  `${c.source}:${keyOf(c.domain || c.name)}`;

/**
 * 'Just use "…"' is offered once more than one character is typed (docs/editing.md, Validation and
 * Limits).
 */
export const offersCustomName = (text: string): boolean => text.trim().length > 1;

/** A custom company made from a typed name. */
export const customCompany = (name: string): TCompany => ({
  source: 'custom',
  name: name.trim(),
  domain: null,
  url: null,
  logo: null,
});

const partnerOption = (p: PartnerCompany): TCompanyOption => {
  const company: TCompany = {
    source: 'addendum',
    name: p.name,
    domain: p.domain,
    url: `https://${p.domain}`,
    logo: null,
  };
  return { ...company, companyId: companyIdOf(company), isUsed: false };
};

/**
 * Every company the organisation may pick: the ones on its cards (its custom companies among
 * them) first, then the bundled partners it has not used (a used company with a partner's
 * domain stands for that partner, keeping its logo).
 */
export function companyChoices(
  used: readonly TCompany[],
  partners: readonly PartnerCompany[] = PARTNER_COMPANIES,
): TCompanyOption[] {
  const byId = new Map<string, TCompanyOption>();
  const domains = new Set<string>();
  for (const company of used) {
    const id = companyIdOf(company);
    if (byId.has(id)) continue;
    byId.set(id, { ...company, companyId: id, isUsed: true });
    if (company.domain) domains.add(keyOf(company.domain));
  }
  const rest = partners.filter((p) => !domains.has(keyOf(p.domain))).map(partnerOption);
  return [...byId.values(), ...rest];
}

const groupOf = (o: TCompanyOption) => (o.source === 'custom' ? 0 : o.isUsed ? 1 : 2);

/**
 * The choices matching the typed text in their name or domain: the organisation's custom
 * companies, then those it used, then the partners; names starting with the text first, then
 * alphabetically.
 */
export function rankCompanies(
  choices: readonly TCompanyOption[],
  search: string,
  limit = COMPANY_SEARCH_LIMIT,
): TCompanyOption[] {
  const q = keyOf(search);
  const matches = q
    ? choices.filter((c) => keyOf(c.name).includes(q) || keyOf(c.domain ?? '').includes(q))
    : [...choices];
  const starts = (c: TCompanyOption) => (q && keyOf(c.name).startsWith(q) ? 0 : 1);
  return matches
    .sort(
      (a, b) => groupOf(a) - groupOf(b) || starts(a) - starts(b) || a.name.localeCompare(b.name),
    )
    .slice(0, limit);
}

/**
 * The company a pick stands for: the offered company with its companyId, a custom company by
 * name without one; null when the companyId is not among the choices.
 */
export function resolveCompanyPick(
  pick: TCompanyPick,
  choices: readonly TCompanyOption[],
): TCompany | null {
  if (!pick.companyId) return customCompany(pick.name);
  const found = choices.find((c) => c.companyId === pick.companyId);
  if (!found) return null;
  const { source, name, domain, url, logo } = found;
  return { source, name, domain, url, logo };
}
