/**
 * The access inventory from the rows the server reads (docs/access.md, Access inventory): every
 * account with its access dates, its permission profile and the items it includes, its members and
 * their latest NDA acceptance; and the same as CSV rows, one row a member.
 */
import type { ReviewStatus } from '../schemas/access-request.ts';
import type {
  AccountAccessState,
  TAccessInventory,
  TInventoryAccount,
} from '../schemas/access-inventory.ts';
import { hasCurrentAccess } from './access-outcome.ts';
import { toCsv } from './csv.ts';

export interface InventoryAccountRow {
  id: string;
  companyName: string;
  domain: string | null;
  reviewStatus: ReviewStatus;
  permissionProfileId: string | null;
  accessGrantedAt: Date | null;
  accessExpiresAt: Date | null;
}

export interface InventoryMemberRow {
  id: string;
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
  isAutoApproved: boolean;
  createdAt: Date;
  lastSeenAt: Date | null;
}

export interface InventoryInput {
  now: Date;
  accounts: readonly InventoryAccountRow[];
  members: readonly InventoryMemberRow[];
  /** The organisation's profiles with the titles of the items each includes. */
  profiles: readonly { id: string; name: string; itemTitles: readonly string[] }[];
  /** Every NDA acceptance of the members, with the version of the text accepted. */
  ndaAcceptances: readonly { accountMemberId: string; acceptedAt: Date; textVersion: string }[];
  /** The version of the current NDA text; null when the organisation asks for no NDA. */
  currentNdaVersion: string | null;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What an account's access is at `now`: approved and current, expired, revoked or pending. */
export function accountAccessState(
  account: { reviewStatus: ReviewStatus; accessExpiresAt: Date | null },
  now: Date,
): AccountAccessState {
  if (hasCurrentAccess(account, now)) return 'Approved';
  if (account.reviewStatus === 'Approved') return 'Expired';
  return account.reviewStatus === 'Declined' ? 'Revoked' : 'Pending';
}

/** The inventory: accounts by company name, their members by e-mail, profile items by title. */
export function buildAccessInventory(input: InventoryInput): TAccessInventory {
  const profiles = new Map(input.profiles.map((p) => [p.id, p]));
  const latestNda = new Map<string, InventoryInput['ndaAcceptances'][number]>();
  for (const acceptance of input.ndaAcceptances) {
    const seen = latestNda.get(acceptance.accountMemberId);
    if (!seen || seen.acceptedAt.getTime() < acceptance.acceptedAt.getTime()) {
      latestNda.set(acceptance.accountMemberId, acceptance);
    }
  }
  const accounts = [...input.accounts]
    .sort((a, b) => byText(a.companyName, b.companyName) || byText(a.id, b.id))
    .map((account): TInventoryAccount => {
      const profile = account.permissionProfileId
        ? profiles.get(account.permissionProfileId)
        : undefined;
      return {
        id: account.id,
        companyName: account.companyName,
        domain: account.domain,
        reviewStatus: account.reviewStatus,
        accessState: accountAccessState(account, input.now),
        hasAccess: hasCurrentAccess(account, input.now),
        accessGrantedAt: iso(account.accessGrantedAt),
        accessExpiresAt: iso(account.accessExpiresAt),
        permissionProfile: profile
          ? { id: profile.id, name: profile.name, items: [...profile.itemTitles].sort(byText) }
          : null,
        members: input.members
          .filter((m) => m.accountId === account.id)
          .sort((a, b) => byText(a.email, b.email))
          .map((m) => {
            const nda = latestNda.get(m.id);
            return {
              id: m.id,
              email: m.email,
              firstName: m.firstName,
              lastName: m.lastName,
              isAutoApproved: m.isAutoApproved,
              addedAt: m.createdAt.toISOString(),
              lastSeenAt: iso(m.lastSeenAt),
              nda: nda
                ? {
                    acceptedAt: nda.acceptedAt.toISOString(),
                    textVersion: nda.textVersion,
                    isCurrentText: nda.textVersion === input.currentNdaVersion,
                  }
                : null,
            };
          }),
      };
    });
  return {
    generatedAt: input.now.toISOString(),
    currentNdaVersion: input.currentNdaVersion,
    accounts,
  };
}

/** The CSV's columns, in order. */
export const ACCESS_INVENTORY_COLUMNS = [
  'Account ID',
  'Company',
  'Domain',
  'Review status',
  'Access',
  'Access granted',
  'Access expires',
  'Permission profile',
  'Profile items',
  'Member e-mail',
  'First name',
  'Last name',
  'Auto-approved',
  'Member since',
  'Last seen',
  'NDA accepted',
  'NDA text version',
  'NDA text current',
] as const;

type Cell = string | boolean | null;

/**
 * One row a member (an account without members has one row of its own, with empty member
 * cells); the profile's items are joined by '; '; dates are ISO 8601 (UTC); an access without an
 * expiry reads 'until revoked'.
 */
export function accessInventoryRows(inventory: TAccessInventory): Cell[][] {
  return inventory.accounts.flatMap((account) => {
    const accountCells: Cell[] = [
      account.id,
      account.companyName,
      account.domain,
      account.reviewStatus,
      account.accessState,
      account.accessGrantedAt,
      account.accessExpiresAt ?? (account.accessGrantedAt ? 'until revoked' : null),
      account.permissionProfile?.name ?? null,
      account.permissionProfile?.items.join('; ') ?? null,
    ];
    if (account.members.length === 0) {
      return [[...accountCells, ...Array<Cell>(9).fill(null)]];
    }
    return account.members.map((m) => [
      ...accountCells,
      m.email,
      m.firstName,
      m.lastName,
      m.isAutoApproved,
      m.addedAt,
      m.lastSeenAt,
      m.nda?.acceptedAt ?? null,
      m.nda?.textVersion ?? null,
      m.nda ? m.nda.isCurrentText : null,
    ]);
  });
}

/** The inventory as a CSV document, safe to open in a spreadsheet. */
export const accessInventoryCsv = (inventory: TAccessInventory): string =>
  toCsv(ACCESS_INVENTORY_COLUMNS, accessInventoryRows(inventory));
