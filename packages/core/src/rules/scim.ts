/**
 * SCIM 2.0 (RFC 7643/7644) as identity providers send it (docs/staff.md, SCIM): what a User or
 * Group payload says, what a PATCH changes, which filter a list asks for. Okta and Microsoft Entra
 * differ in details (string booleans, operation names in capitals, a value object without a
 * path), all read here.
 */
export const SCIM_USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const SCIM_GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const SCIM_LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export class ScimError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly scimType?: string,
  ) {
    super(message);
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A SCIM boolean: true/false, or "True"/"False" as Entra sends them. */
function scimBoolean(value: unknown, field: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value))
    return value.toLowerCase() === 'true';
  throw new ScimError(400, `${field} must be true or false.`, 'invalidValue');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function scimEmail(value: unknown): string {
  if (typeof value !== 'string' || !EMAIL.test(value.trim()) || value.length > 254)
    throw new ScimError(400, 'userName must be the staff member’s e-mail address.', 'invalidValue');
  return value.trim().toLowerCase();
}

function nameOf(body: Record<string, unknown>, email: string): string {
  const name = isRecord(body.name) ? body.name : {};
  const parts = [name.givenName, name.familyName].filter(
    (p): p is string => typeof p === 'string' && p.trim() !== '',
  );
  const formatted = typeof name.formatted === 'string' ? name.formatted : '';
  const display = typeof body.displayName === 'string' ? body.displayName : '';
  const chosen = (display || formatted || parts.join(' ') || email.split('@')[0] || email).trim();
  return chosen.slice(0, 80);
}

/** A staff member as a SCIM User payload describes them. */
export interface ScimUserInput {
  email: string;
  name: string;
  active: boolean;
  externalId: string | null;
}

/** Reads a POST or PUT User body. */
export function scimUserInput(body: unknown): ScimUserInput {
  if (!isRecord(body)) throw new ScimError(400, 'The body must be a SCIM User.', 'invalidSyntax');
  const email = scimEmail(body.userName);
  return {
    email,
    name: nameOf(body, email),
    active: body.active === undefined ? true : scimBoolean(body.active, 'active'),
    externalId: typeof body.externalId === 'string' ? body.externalId.slice(0, 200) : null,
  };
}

interface PatchOperation {
  op: 'add' | 'replace' | 'remove';
  path: string | null;
  value: unknown;
}

/** The operations of a PatchOp body, their names lower-cased. */
export function patchOperations(body: unknown): PatchOperation[] {
  if (!isRecord(body) || !Array.isArray(body.Operations))
    throw new ScimError(400, 'The body must be a SCIM PatchOp with Operations.', 'invalidSyntax');
  return body.Operations.map((raw) => {
    if (!isRecord(raw) || typeof raw.op !== 'string')
      throw new ScimError(400, 'Each operation needs an op.', 'invalidSyntax');
    const op = raw.op.toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove')
      throw new ScimError(400, `Unknown operation ${raw.op}.`, 'invalidSyntax');
    return { op, path: typeof raw.path === 'string' ? raw.path : null, value: raw.value };
  });
}

/** What a PATCH of a User changes. */
export interface ScimUserPatch {
  active?: boolean;
  email?: string;
  name?: string;
  externalId?: string | null;
}

/** Applies one attribute of a User patch; attributes we do not keep are ignored. */
function patchUserAttribute(patch: ScimUserPatch, path: string, value: unknown): void {
  switch (path.toLowerCase()) {
    case 'active':
      patch.active = scimBoolean(value, 'active');
      return;
    case 'username':
      patch.email = scimEmail(value);
      return;
    case 'displayname':
    case 'name.formatted':
      if (typeof value === 'string' && value.trim()) patch.name = value.trim().slice(0, 80);
      return;
    case 'externalid':
      patch.externalId = typeof value === 'string' ? value.slice(0, 200) : null;
      return;
    default:
      return;
  }
}

/** Reads a PatchOp body of a User: active, userName, display name, externalId. */
export function scimUserPatch(body: unknown): ScimUserPatch {
  const patch: ScimUserPatch = {};
  for (const operation of patchOperations(body)) {
    if (operation.op === 'remove') continue;
    if (operation.path) patchUserAttribute(patch, operation.path, operation.value);
    else if (isRecord(operation.value))
      for (const [key, value] of Object.entries(operation.value))
        patchUserAttribute(patch, key, value);
  }
  return patch;
}

/** What a PATCH of a Group changes: its name, members added and removed, or all replaced. */
export interface ScimGroupPatch {
  displayName?: string;
  add: string[];
  remove: string[];
  replace?: string[];
}

const memberIds = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .map((m) => (isRecord(m) ? m.value : undefined))
    .filter((v): v is string => typeof v === 'string');

/** Reads a PatchOp body of a Group, as Okta (`members` values) and Entra (`members[value eq …]`). */
export function scimGroupPatch(body: unknown): ScimGroupPatch {
  const patch: ScimGroupPatch = { add: [], remove: [] };
  for (const { op, path, value } of patchOperations(body)) {
    const lower = path?.toLowerCase() ?? null;
    const filtered = path ? /^members\[value eq "([^"]+)"\]$/i.exec(path) : null;
    if (filtered?.[1] && op === 'remove') patch.remove.push(filtered[1]);
    else if (lower === 'members' && op === 'add') patch.add.push(...memberIds(value));
    else if (lower === 'members' && op === 'remove') patch.remove.push(...memberIds(value));
    else if (lower === 'members' && op === 'replace') patch.replace = memberIds(value);
    else if (lower === 'displayname' && typeof value === 'string') patch.displayName = value;
    else if (!path && isRecord(value)) {
      if (typeof value.displayName === 'string') patch.displayName = value.displayName;
      if (value.members !== undefined) patch.replace = memberIds(value.members);
    }
  }
  return patch;
}

/** A Group body of a POST or PUT. */
export function scimGroupInput(body: unknown): {
  displayName: string;
  externalId: string | null;
  members: string[];
} {
  if (!isRecord(body) || typeof body.displayName !== 'string' || !body.displayName.trim())
    throw new ScimError(400, 'A Group needs a displayName.', 'invalidValue');
  return {
    displayName: body.displayName.trim().slice(0, 200),
    externalId: typeof body.externalId === 'string' ? body.externalId.slice(0, 200) : null,
    members: body.members === undefined ? [] : memberIds(body.members),
  };
}

/** The one filter form identity providers send: `attribute eq "value"`. */
export function scimFilter(
  filter: string | undefined,
  attributes: readonly string[],
): { attribute: string; value: string } | null {
  if (!filter) return null;
  const match = /^\s*([A-Za-z.]+)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i.exec(filter);
  const attribute = attributes.find((a) => a.toLowerCase() === match?.[1]?.toLowerCase());
  if (!match || !attribute)
    throw new ScimError(
      400,
      `Only filters of the form ${attributes.join(' | ')} eq "value" are supported.`,
      'invalidFilter',
    );
  return { attribute, value: (match[2] ?? '').replace(/\\(.)/g, '$1') };
}
