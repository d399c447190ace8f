import { MAIN_MODE_SCOPE, type StaffScope } from './access.ts';

/**
 * What a staff member may do with the trust center's documents list (docs/documents.md, Who sees
 * the Documents page):
 * - `edit`: upload, import and change types: editing the portal (`statuspage:edit`);
 * - `read`: see every document, where it sits and its type (the Documents section's scope,
 *   `app:documents`), without a control that changes anything;
 * - `none`: neither; the list is refused.
 */
export type DocumentsAccess = 'none' | 'read' | 'edit';

/** The scope of the Documents section: reading the list. */
export const DOCUMENTS_READ_SCOPE: StaffScope = 'app:documents';

/** The scopes any one of which lets a staff member read the documents list. */
export const DOCUMENTS_LIST_SCOPES: readonly StaffScope[] = [DOCUMENTS_READ_SCOPE, MAIN_MODE_SCOPE];

/** How far a staff member holding `scopes` may go with the documents list. */
export function documentsAccessOf(
  scopes: ReadonlySet<string> | readonly string[],
): DocumentsAccess {
  const held = new Set(scopes);
  if (held.has(MAIN_MODE_SCOPE)) return 'edit';
  return held.has(DOCUMENTS_READ_SCOPE) ? 'read' : 'none';
}
