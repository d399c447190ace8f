/** The demo's third-party risk-management tools a member may send data to (spec 2 §3). */
export const TPRM_PARTNERS = [
  { name: 'OneTrust Vendorpedia', domain: 'onetrust.com' },
  { name: 'Prevalent', domain: 'prevalent.net' },
  { name: 'Whistic', domain: 'whistic.com' },
] as const;
