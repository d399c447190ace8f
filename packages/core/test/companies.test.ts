import { describe, expect, it } from 'vitest';
import {
  COMPANY_MESSAGES as M,
  companyChoices,
  companyIdOf,
  customCompany,
  decideEdit,
  offersCustomName,
  PARTNER_COMPANIES,
  planFeatures,
  rankCompanies,
  resolveCompanyPick,
  ZCompanyEntryCreate,
  ZCompanyEntryUpdate,
  validateCompanyEntry,
  type TCompany,
} from '../src/index.ts';

const logo = { assetId: 'a1', revision: 1 };
const aws: TCompany = {
  source: 'addendum',
  name: 'Amazon Web Services',
  domain: 'aws.amazon.com',
  url: 'https://aws.amazon.com',
  logo,
};
const globex: TCompany = { ...customCompany('Globex Corporation') };

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('company search', () => {
  it('bundles 21 known partner companies with distinct domains', () => {
    expect(PARTNER_COMPANIES).toHaveLength(21);
    expect(new Set(PARTNER_COMPANIES.map((p) => p.domain)).size).toBe(21);
  });

  it('offers the companies used before, standing for the partner of the same domain', () => {
    const choices = companyChoices([aws, globex, aws]);
    expect(choices).toHaveLength(1 + 1 + 20);
    const used = choices.find((c) => c.domain === 'aws.amazon.com');
    expect(used).toMatchObject({ logo, isUsed: true });
    expect(choices.filter((c) => c.name === 'Amazon Web Services')).toHaveLength(1);
  });

  it('ranks custom, then used, then partner companies, names starting with the text first', () => {
    const choices = companyChoices([aws, customCompany('Cloudy Partners')]);
    const names = rankCompanies(choices, 'clo').map((c) => c.name);
    expect(names).toEqual(['Cloudy Partners', 'Cloudflare', 'Google Cloud']);
    expect(rankCompanies(choices, 'AMAZON').map((c) => c.name)).toEqual(['Amazon Web Services']);
    expect(rankCompanies(choices, 'stripe.com').map((c) => c.name)).toEqual(['Stripe']);
    expect(rankCompanies(choices, '', 5)).toHaveLength(5);
    expect(rankCompanies(choices, 'zzz-none')).toEqual([]);
  });

  it("offers 'Just use' once more than one character is typed", () => {
    expect(offersCustomName('')).toBe(false);
    expect(offersCustomName(' a ')).toBe(false);
    expect(offersCustomName('ab')).toBe(true);
    expect(M.justUse('Acme')).toBe('Just use "Acme"');
  });

  it('resolves a pick to the offered company or a custom one by name', () => {
    const choices = companyChoices([aws]);
    expect(resolveCompanyPick({ companyId: companyIdOf(aws), name: '' }, choices)).toEqual(aws);
    expect(resolveCompanyPick({ name: ' Initech ' }, choices)).toEqual(customCompany('Initech'));
    expect(resolveCompanyPick({ companyId: 'custom:unknown', name: 'x' }, choices)).toBeNull();
  });
});

describe('company entries', () => {
  it("requires a company: 'This field is required'", () => {
    expect(messageOf(ZCompanyEntryCreate.safeParse({}))).toBe(M.fieldRequired);
    expect(messageOf(ZCompanyEntryCreate.safeParse({ company: null }))).toBe(M.fieldRequired);
    expect(messageOf(ZCompanyEntryCreate.safeParse({ company: { name: '  ' } }))).toBe(
      M.fieldRequired,
    );
    expect(ZCompanyEntryCreate.safeParse({ company: { name: 'Initech' } }).success).toBe(true);
  });

  it('keeps purpose, location and additional details optional, within 1000 characters', () => {
    const ok = ZCompanyEntryCreate.parse({
      company: { companyId: 'addendum:stripe.com', name: 'Stripe' },
      purpose: ' Payments ',
    });
    expect(ok.purpose).toBe('Payments');
    expect(ok.location).toBeUndefined();
    const long = ZCompanyEntryCreate.safeParse({
      company: { name: 'Stripe' },
      location: 'x'.repeat(1001),
    });
    expect(messageOf(long)).toBe('Location cannot exceed 1000 characters');
  });

  it('gives a form its field errors', () => {
    expect(validateCompanyEntry({ company: null, purpose: '' })).toEqual({
      company: M.fieldRequired,
    });
    expect(
      validateCompanyEntry({ company: { name: 'Stripe' }, additionalDetails: 'x'.repeat(1001) }),
    ).toEqual({ additionalDetails: 'Additional Details cannot exceed 1000 characters' });
    expect(validateCompanyEntry({ company: { name: 'Stripe' }, purpose: 'Payments' })).toEqual({});
  });

  it('lets an edit leave the company out', () => {
    expect(ZCompanyEntryUpdate.safeParse({ purpose: 'Hosting' }).success).toBe(true);
    expect(ZCompanyEntryUpdate.safeParse({ company: null }).success).toBe(true);
    expect(messageOf(ZCompanyEntryUpdate.safeParse({ company: { name: '' } }))).toBe(
      M.fieldRequired,
    );
  });

  it('lets editors change company entries on the company cards only', () => {
    const caller = {
      isMain: true,
      scopes: new Set(['statuspage:edit']),
      features: planFeatures('free', {}),
    };
    const on = (kind: 'TrustedBy' | 'Subprocessors' | 'Reports') =>
      decideEdit(caller, { type: 'card', action: 'companies', kind }).allowed;
    expect(on('TrustedBy')).toBe(true);
    expect(on('Subprocessors')).toBe(true);
    expect(on('Reports')).toBe(false);
    const viewer = { ...caller, scopes: new Set<string>() };
    expect(decideEdit(viewer, { type: 'card', action: 'companies', kind: 'TrustedBy' })).toEqual({
      allowed: false,
      reason: 'scope',
    });
  });
});
