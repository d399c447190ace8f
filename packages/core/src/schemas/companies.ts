/**
 * The company search and the trusted-by and subprocessor entries (docs/editing.md, Company
 * entries): the same schemas check the picker, the dialogs and the routes.
 */
import { z } from 'zod';
import { COMPANY_MESSAGES as M } from '../constants/company-messages.ts';
import { COMPANY_SOURCES, ZAssetRef } from './portal-view.ts';

/** Longest company name, and longest purpose, location or additional details. */
export const COMPANY_NAME_MAX = 200;
export const COMPANY_TEXT_MAX = 1000;

/** GET /api/trust-center/companies?search=: the typed text, possibly empty. */
export const ZCompanySearchQuery = z.object({
  search: z
    .string()
    .trim()
    .max(COMPANY_NAME_MAX, M.textTooLong(M.company, COMPANY_NAME_MAX))
    .default(''),
});

/** One company the search offers. */
export const ZCompanyOption = z.object({
  /** Stable key of the company within the organisation's choices (source and domain or name). */
  companyId: z.string(),
  source: z.enum(COMPANY_SOURCES),
  name: z.string(),
  domain: z.string().nullable(),
  url: z.string().nullable(),
  logo: ZAssetRef.nullable(),
  /** The organisation has used it before, on a Trusted By or Subprocessors card. */
  isUsed: z.boolean(),
});
export type TCompanyOption = z.infer<typeof ZCompanyOption>;

export const ZCompanySearchResponse = z.object({ companies: z.array(ZCompanyOption) });
export type TCompanySearchResponse = z.infer<typeof ZCompanySearchResponse>;

/**
 * What the picker chose: a company the search offered (its companyId), or a custom company by
 * its name ('Just use "…"', no companyId).
 */
export const ZCompanyPick = z
  .object(
    {
      companyId: z
        .string()
        .max(COMPANY_NAME_MAX + 40)
        .optional(),
      name: z
        .string({ error: M.fieldRequired })
        .trim()
        .max(COMPANY_NAME_MAX, M.textTooLong(M.company, COMPANY_NAME_MAX)),
    },
    { error: M.fieldRequired },
  )
  .refine((c) => Boolean(c.companyId) || c.name.length > 0, {
    message: M.fieldRequired,
    path: ['name'],
  });
export type TCompanyPick = z.infer<typeof ZCompanyPick>;

const optionalText = (label: string) =>
  z.string().trim().max(COMPANY_TEXT_MAX, M.textTooLong(label, COMPANY_TEXT_MAX)).optional();

/** The subprocessor's details; Trusted By entries carry none. */
const ZEntryDetails = {
  purpose: optionalText(M.purpose),
  location: optionalText(M.location),
  additionalDetails: optionalText(M.additionalDetails),
};

/**
 * POST …/cards/{kind}/companies: a company added to Trusted By or Subprocessors. The company is
 * required ('This field is required'); purpose, location and additional details are optional.
 */
export const ZCompanyEntryCreate = z.object({ company: ZCompanyPick, ...ZEntryDetails });
export type TCompanyEntryCreate = z.infer<typeof ZCompanyEntryCreate>;

/** PUT …/companies/{itemUid}: on edit the company may be left out (it stays as it is). */
export const ZCompanyEntryUpdate = z.object({
  company: ZCompanyPick.nullable().optional(),
  ...ZEntryDetails,
});
export type TCompanyEntryUpdate = z.infer<typeof ZCompanyEntryUpdate>;

/** The entry a change wrote. */
export const ZCompanyEntry = z.object({
  itemUid: z.string(),
  name: z.string(),
});
export type TCompanyEntry = z.infer<typeof ZCompanyEntry>;

export type CompanyEntryField = 'company' | 'purpose' | 'location' | 'additionalDetails';
export type CompanyEntryErrors = Partial<Record<CompanyEntryField, string>>;

/**
 * A company entry form's field errors with the documented messages (the first one of each field);
 * empty when it may be saved. The company is required in the form, on edit too: an unchanged
 * company is then left out of the request.
 */
export function validateCompanyEntry(input: unknown): CompanyEntryErrors {
  const result = ZCompanyEntryCreate.safeParse(input);
  const errors: CompanyEntryErrors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as CompanyEntryField;
    errors[field] ??= issue.message;
  }
  return errors;
}
