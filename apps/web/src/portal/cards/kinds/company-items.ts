import type { TCompany, TItemView } from '@trustfront/core';

export type CompanyItem = TItemView & { company: TCompany };

/** Items that name a company (Trusted by, Subprocessors), with the company at hand. */
export const companyItems = (items: readonly TItemView[]): CompanyItem[] =>
  items.flatMap((item) =>
    item.details.company ? [{ ...item, company: item.details.company }] : [],
  );
