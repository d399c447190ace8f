/**
 * Staff's side of fourth parties (docs/fourth-parties.md): the trust feed named on a subprocessor
 * entry, read, set (its address checked by the outbound-address rule, then its host's addresses
 * as resolved now), cleared, and checked now. Checked by the editing rule like the entry itself;
 * a change is audited in the transaction that writes it.
 */
import { eq } from 'drizzle-orm';
import {
  AppError,
  CARD_DEFAULT_TITLES,
  FOURTH_PARTY_MESSAGES as M,
  fourthPartyUrlProblem,
  outboundUrlMessage,
  type EditCaller,
  type TFourthPartyFeedInput,
  type TFourthPartyFeedState,
} from '@trustfront/core';
import type { AppDeps } from '../../../app-types.ts';
import { fourthPartyFeeds, type FourthPartyFeedRow } from '../../../db/schema/index.ts';
import { outboundHostProblem } from '../../../lib/outbound.ts';
import { recordAudit } from '../../audit/audit.ts';
import type { StaffCaller } from '../../staff/staff-caller.ts';
import { assertMayEdit, findProductItem } from '../context.ts';
import { checkFourthPartyFeed } from './fourth-party-check.ts';

type Deps = Pick<AppDeps, 'db' | 'config'>;

const NO_FEED: TFourthPartyFeedState = {
  url: null,
  certifications: [],
  checkedAt: null,
  failingSince: null,
  failure: null,
};

function stateOf(row: FourthPartyFeedRow | undefined): TFourthPartyFeedState {
  if (!row) return NO_FEED;
  return {
    url: row.url,
    certifications: row.certifications,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    failure: row.failure,
  };
}

const refused = (message: string) =>
  new AppError('invalid_request', message, 400, { fields: { url: message } });

/** The subprocessor entry a route names, with the staff member asking and their edit rights. */
export interface FeedEntry {
  staff: StaffCaller;
  caller: EditCaller;
  productId: string;
  itemUid: string;
}

/** The subprocessor entry, for a caller who may edit the Subprocessors card. */
async function subprocessorOf(deps: Deps, { staff, caller, productId, itemUid }: FeedEntry) {
  const found = await findProductItem(deps.db, staff.orgId, productId, itemUid);
  assertMayEdit(caller, { type: 'card', action: 'companies', kind: found.card.kind });
  if (found.card.kind !== 'Subprocessors') {
    throw new AppError('invalid_request', M.notASubprocessor, 400);
  }
  const target = `${found.product.name} / ${found.card.title ?? CARD_DEFAULT_TITLES.Subprocessors} / ${found.item.title}`;
  return { item: found.item, target };
}

async function feedOf(deps: Deps, itemId: string) {
  const [row] = await deps.db
    .select()
    .from(fourthPartyFeeds)
    .where(eq(fourthPartyFeeds.itemId, itemId));
  return row;
}

/** GET …/companies/{itemUid}/trust-feed. */
export async function readFourthPartyFeed(
  deps: Deps,
  entry: FeedEntry,
): Promise<TFourthPartyFeedState> {
  const { item } = await subprocessorOf(deps, entry);
  return stateOf(await feedOf(deps, item.id));
}

/**
 * PUT …/companies/{itemUid}/trust-feed: names the feed. A new address starts with no kept
 * certifications; the same address again keeps what its checks found.
 */
export async function setFourthPartyFeed(
  deps: Deps,
  entry: FeedEntry,
  input: TFourthPartyFeedInput,
): Promise<TFourthPartyFeedState> {
  const { staff } = entry;
  const { item, target } = await subprocessorOf(deps, entry);
  const allowPrivate = deps.config.outbound.allowPrivate;
  const problem = fourthPartyUrlProblem(input.url, allowPrivate);
  if (problem) throw refused(problem);
  const url = new URL(input.url).href;
  const host = await outboundHostProblem(url, allowPrivate);
  // A host that does not resolve yet is kept: every check resolves it again.
  if (host?.reason === 'refused') {
    throw refused(outboundUrlMessage(host.problem, 'trust feed address', url));
  }
  const before = await feedOf(deps, item.id);
  if (before?.url === url) return stateOf(before);
  const row = await deps.db.transaction(async (tx) => {
    const values = { url, certifications: [], checkedAt: null, failingSince: null, failure: null };
    const [saved] = await tx
      .insert(fourthPartyFeeds)
      .values({ itemId: item.id, orgId: staff.orgId, ...values })
      .onConflictDoUpdate({ target: fourthPartyFeeds.itemId, set: values })
      .returning();
    await recordAudit(tx, staff, {
      action: 'company.trust-feed.set',
      target,
      before: before ? { url: before.url } : null,
      after: { url },
    });
    return saved;
  });
  return stateOf(row);
}

/** DELETE …/companies/{itemUid}/trust-feed: the entry names no feed, and shows none. */
export async function clearFourthPartyFeed(deps: Deps, entry: FeedEntry): Promise<void> {
  const { staff } = entry;
  const { item, target } = await subprocessorOf(deps, entry);
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(fourthPartyFeeds)
      .where(eq(fourthPartyFeeds.itemId, item.id))
      .returning();
    if (!removed) return;
    await recordAudit(tx, staff, {
      action: 'company.trust-feed.clear',
      target,
      before: { url: removed.url },
      after: null,
    });
  });
}

/** POST …/companies/{itemUid}/trust-feed/check: checks the feed now, as the daily job does. */
export async function checkFourthPartyFeedNow(
  deps: Deps,
  entry: FeedEntry,
): Promise<TFourthPartyFeedState> {
  const { item } = await subprocessorOf(deps, entry);
  const row = await feedOf(deps, item.id);
  if (!row) throw new AppError('not_found', M.noFeed, 404);
  return stateOf(await checkFourthPartyFeed(deps, row));
}
