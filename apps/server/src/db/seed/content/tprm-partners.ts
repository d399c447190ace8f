/**
 * The demo's third-party risk-management tools a member may send data to (docs/access.md, Member
 * features).
 */
export const TPRM_PARTNERS = [
  { name: 'OneTrust Vendorpedia', domain: 'onetrust.com' },
  { name: 'Prevalent', domain: 'prevalent.net' },
  { name: 'Whistic', domain: 'whistic.com' },
] as const;
