/**
 * The one pg-core schema, one file an area. Every table is listed here: the drizzle client and
 * drizzle-kit read the schema from this module.
 */
export {
  customDomains,
  organizations,
  portalCustomizations,
  type AccessRequestField,
  type AccessRequestFields,
  type OrgFeatures,
  type Scripts,
} from './organizations.ts';
export {
  assets,
  cards,
  files,
  itemFiles,
  items,
  productConfigs,
  productLinks,
  products,
} from './catalogue.ts';
export { kbEntries, topicProducts, topics, updates } from './updates.ts';
export {
  accountMembers,
  accounts,
  permissionProfileItems,
  permissionProfiles,
  roles,
  sessions,
  users,
} from './identity.ts';
export { bulkDownloads, contentRevision, rateLimits } from './operations.ts';
