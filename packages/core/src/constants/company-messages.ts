/**
 * Texts of the company picker and the trusted-by and subprocessor editing (docs/editing.md, Company
 * entries).
 */
export const COMPANY_MESSAGES = {
  /**
   * The picker's option that creates a custom company by name (docs/editing.md, Company entries).
   */
  justUse: (name: string) => `Just use "${name}"`,
  fieldRequired: 'This field is required',
  searchPlaceholder: 'Search for a company',
  noCompanies: 'No companies found',
  company: 'Company',
  purpose: 'Purpose',
  location: 'Location',
  additionalDetails: 'Additional Details',
  addCompany: 'Add company',
  removeCompany: 'Remove company',
  removeCompanyBody: (name: string) => `Remove ${name} from this card?`,
  remove: 'Remove',
  addSubprocessor: 'Add subprocessor',
  editSubprocessor: 'Edit subprocessor',
  deleteSubprocessor: 'Delete subprocessor',
  deleteSubprocessorBody: (name: string) => `Delete ${name} from your subprocessors?`,
  delete: 'Delete',
  done: 'Done',
  actionsOf: (name: string) => `Actions for ${name}`,
  textTooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
  companyNotFound: 'Company not found',
  alreadyOnCard: (name: string) => `${name} is already on this card`,
  notACompanyCard: 'Companies are added to the Trusted By and Subprocessors cards only',
  /** A company entry's details change through its own dialogs, which check the company. */
  detailsThroughDialogs: "A company's details are changed with the card's company editor",
  saveFailed: 'The change could not be saved',
} as const;
