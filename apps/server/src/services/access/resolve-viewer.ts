/**
 * Decides who is looking at a portal: the only place a caller's mode and permitted items are
 * derived. Query parameters never raise access on their own: preview needs a staff session of
 * the organisation holding the scope that manages accounts and profiles, account mode needs an
 * approved account member's session. An unpublished trust center admits its staff only.
 */
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import {
  API_ERRORS,
  mayEnterMainMode,
  mayOpenPortal,
  mayPreviewAs,
  type PreviewTarget,
  publicViewer,
  refusalOf,
  type TPublicAccessLevel,
  type Viewer,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import {
  accountMembers,
  accounts,
  organizations,
  permissionProfiles,
  roles,
  users,
} from '../../db/schema/index.ts';
import { forbidden } from '../../lib/errors.ts';
import { log } from '../../lib/log-context.ts';
import { readSession } from './sessions.ts';
import { loadAccessSettings } from '../settings/access-settings.ts';
import { isNdaPending } from './nda.ts';
import { itemsHeldBy } from './permission-profiles.ts';
import { refuseUnpublished, type PublishedOrg } from './publication-gate.ts';

export interface ViewerRequest {
  sessionToken: string | undefined;
  /** Requested mode: 'main' for staff editing; anything else is derived. */
  mode?: 'main' | undefined;
  accountId?: string | undefined;
  permissionProfileId?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller parameters of a portal request, read leniently: they only ever ask, the session
 * decides. A value that is not an id names nothing (an anonymous `?accountId=abc` is the public
 * portal, docs/portal.md, Query parameters); a mode other than `main` is derived, never requested.
 */
export function viewerParams(query: unknown): Omit<ViewerRequest, 'sessionToken'> {
  const q = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  const id = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    mode: q.mode === 'main' ? 'main' : undefined,
    accountId: id(q.accountId),
    permissionProfileId: id(q.permissionProfileId),
  };
}

/** The signed-in account member (account mode only): who they are, for the NDA and watermarks. */
export interface ViewerMember {
  id: string;
  email: string;
  fullName: string;
  companyName: string;
}

export interface ResolvedViewer extends Viewer {
  accountId: string | null;
  permissionProfileId: string | null;
  member: ViewerMember | null;
}

/** The scopes of a staff member of the organisation, or null when the user is not one. */
export async function staffScopes(
  db: Db,
  orgId: string,
  userId: string,
): Promise<Set<string> | null> {
  const [row] = await db
    .select({ scopes: roles.scopes })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), eq(users.orgId, orgId)));
  return row ? new Set(row.scopes) : null;
}

async function accountProfile(db: Db, orgId: string, accountId: string) {
  const [row] = await db
    .select({ id: accounts.id, profileId: accounts.permissionProfileId })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.orgId, orgId)));
  return row ?? null;
}

async function isOrgProfile(db: Db, orgId: string, profileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: permissionProfiles.id })
    .from(permissionProfiles)
    .where(and(eq(permissionProfiles.id, profileId), eq(permissionProfiles.orgId, orgId)));
  return Boolean(row);
}

async function approvedMemberAccount(db: Db, orgId: string, memberId: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      profileId: accounts.permissionProfileId,
      companyName: accounts.companyName,
      email: accountMembers.email,
      firstName: accountMembers.firstName,
      lastName: accountMembers.lastName,
      publishedAt: organizations.publishedAt,
    })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .innerJoin(organizations, eq(organizations.id, accounts.orgId))
    .where(
      and(
        eq(accountMembers.id, memberId),
        eq(accounts.orgId, orgId),
        eq(accounts.reviewStatus, 'Approved'),
        // An account whose access expired is public again (docs/access.md, Expired access).
        or(isNull(accounts.accessExpiresAt), gt(accounts.accessExpiresAt, new Date())),
      ),
    );
  return row ?? null;
}

/** An organisation as the viewer rule needs it. */
export interface ViewedOrg extends PublishedOrg {
  publicAccessLevel: TPublicAccessLevel;
}

export async function resolveViewer(
  db: Db,
  org: ViewedOrg,
  req: ViewerRequest,
): Promise<ResolvedViewer> {
  const base = {
    publicAccessLevel: org.publicAccessLevel,
    accountId: null,
    permissionProfileId: null,
    ndaPending: false,
    watermarkDocuments: false,
    member: null,
  };
  const anonymous: ResolvedViewer = {
    ...publicViewer(org.publicAccessLevel),
    accountId: null,
    permissionProfileId: null,
    member: null,
  };
  const session = await readSession(db, req.sessionToken);
  const scopes = session?.userId ? await staffScopes(db, org.id, session.userId) : null;
  // Before it is published, only the organisation's staff see the portal, in any mode.
  refuseUnpublished(org, scopes !== null);

  if (req.mode === 'main') {
    // Main mode edits the portal in place: it needs statuspage:edit (docs/portal.md, Modes).
    if (!scopes || !mayEnterMainMode(scopes)) {
      log().debug({ staff: scopes !== null }, 'refused: main mode needs statuspage:edit');
      throw forbidden();
    }
    return { ...base, mode: 'main', permittedItemUids: new Set(), scopes };
  }
  // What the staff member asks to preview as; they may only when their scopes allow every part
  // of it. Otherwise the request goes on as if they had asked nothing: the public portal.
  const targets: PreviewTarget[] = [
    ...(req.accountId ? (['account'] as const) : []),
    ...(req.permissionProfileId ? (['permissionProfile'] as const) : []),
  ];
  if (scopes && targets.length > 0 && targets.every((target) => mayPreviewAs(scopes, target))) {
    let profileId = req.permissionProfileId ?? null;
    if (profileId && !(UUID.test(profileId) && (await isOrgProfile(db, org.id, profileId)))) {
      throw refusalOf(API_ERRORS.permissionProfileNotFound, 404);
    }
    if (req.accountId) {
      const account = UUID.test(req.accountId)
        ? await accountProfile(db, org.id, req.accountId)
        : null;
      if (!account) throw refusalOf(API_ERRORS.accountNotFound, 404);
      profileId = req.permissionProfileId ?? account.profileId;
    }
    // A preview shows what the account would see, never more than the staff member's own
    // scopes allow (files:view, files:download).
    return {
      ...base,
      mode: 'preview',
      accountId: req.accountId ?? null,
      permissionProfileId: profileId,
      permittedItemUids: await itemsHeldBy(db, org.id, profileId),
      scopes,
    };
  }
  if (session?.accountMemberId) {
    const member = await memberViewer(db, org, session.accountMemberId);
    if (member && (!req.accountId || req.accountId === member.accountId)) return member;
  }
  return anonymous;
}

/**
 * The account-mode viewer of a member of an approved, current account of the organisation, or
 * null: what their session grants, for a request of theirs or for a token they handed out.
 */
export async function memberViewer(
  db: Db,
  org: { id: string; publicAccessLevel: TPublicAccessLevel },
  memberId: string,
): Promise<ResolvedViewer | null> {
  const account = await approvedMemberAccount(db, org.id, memberId);
  // Members of an unpublished trust center hold nothing until it is published again.
  if (
    !account ||
    !mayOpenPortal({ isPublished: account.publishedAt !== null, isOrgStaff: false })
  ) {
    return null;
  }
  // The NDA and watermark settings, read once for everything the member's request asks.
  const settings = await loadAccessSettings(db, org.id);
  return {
    publicAccessLevel: org.publicAccessLevel,
    mode: 'account',
    accountId: account.id,
    permissionProfileId: account.profileId,
    permittedItemUids: await itemsHeldBy(db, org.id, account.profileId),
    scopes: new Set(),
    ndaPending: await isNdaPending(db, org.id, memberId, settings),
    watermarkDocuments: settings.watermarkDocuments,
    member: {
      id: memberId,
      email: account.email,
      fullName: `${account.firstName} ${account.lastName}`.trim(),
      companyName: account.companyName,
    },
  };
}
