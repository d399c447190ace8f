/**
 * Connecting a product to a bug-bounty program or a status page, reading the connection, and
 * disconnecting (docs/integrations.md, Connecting): the link is checked, the service asked once,
 * and the connection with its statistics saved in one transaction with its audit entry.
 */
import { and, eq } from 'drizzle-orm';
import {
  AppError,
  hackerOneHandle,
  INTEGRATION_CARD,
  integrationLinkError,
  INTEGRATION_MESSAGES as M,
  statusPageUrl,
  type EditCaller,
  type IntegrationProvider,
  type TCardContent,
  type TIntegrationConnectRequest,
  type TIntegrationState,
  type TStatusPage,
} from '@trustfront/core';
import type { Db } from '../../db/client.ts';
import { integrations, type IntegrationRow } from '../../db/schema/index.ts';
import type { StaffCaller } from '../staff/staff-caller.ts';
import { recordAudit } from '../audit/audit.ts';
import { assertMayEdit, findCard, findProduct } from '../editing/context.ts';
import {
  fetchLiveStats,
  writeCardStats,
  type IntegrationCalls,
  type StatsFailure,
} from './fetch-stats.ts';
import { refreshIntegration } from './refresh.ts';

const ACTION = { hackerone: 'bugBounty', statuspageio: 'statusPage' } as const;

/** Refuses a caller the editing rule refuses (scope, or the Growth plan gate). */
function assertMayConnect(caller: EditCaller, provider: IntegrationProvider): void {
  assertMayEdit(caller, { type: ACTION[provider] });
}

/** The program handle or page address a link connects, or the verbatim message for a bad link. */
function targetOf(provider: IntegrationProvider, page: string): string {
  const target = provider === 'hackerone' ? hackerOneHandle(page) : statusPageUrl(page);
  if (target) return target;
  throw new AppError('invalid_link', integrationLinkError(provider, page) ?? '', 400);
}

function connectError(provider: IntegrationProvider, reason: StatsFailure): AppError {
  if (provider === 'statuspageio') {
    return new AppError('integration_not_found', M.statusPageInvalid, 400);
  }
  return reason === 'not_found'
    ? new AppError('integration_not_found', M.hackerOneNotFound, 400)
    : new AppError('integration_unknown', M.hackerOneUnknown, 502);
}

function present(
  provider: IntegrationProvider,
  row: IntegrationRow | undefined,
  content: TCardContent,
): TIntegrationState {
  return {
    provider,
    connected: Boolean(row),
    pageUrl: row?.pageUrl ?? null,
    bugBounty: (row && provider === 'hackerone' ? content.bugBounty : null) ?? null,
    statusPage: (row && provider === 'statuspageio' ? content.statusPage : null) ?? null,
    error: row?.lastError ?? null,
    refreshedAt: row?.refreshedAt?.toISOString() ?? null,
  };
}

async function findConnection(db: Db, productId: string, provider: IntegrationProvider) {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.productId, productId), eq(integrations.provider, provider)));
  return row;
}

/** A product's connection to a provider and its cached statistics. */
export async function loadIntegration(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  provider: IntegrationProvider,
  productId: string,
): Promise<TIntegrationState> {
  assertMayConnect(caller, provider);
  const product = await findProduct(db, staff.orgId, productId);
  const card = await findCard(db, product.id, INTEGRATION_CARD[provider]);
  return present(provider, await findConnection(db, product.id, provider), card.content);
}

/**
 * Staff's Refresh (`POST /api/integrations/{provider}/refresh`): asks the service now. A failure
 * keeps the last figures and answers the state with its error (docs/integrations.md, Refresh).
 */
export async function refreshConnection(
  db: Db,
  config: IntegrationCalls,
  staff: StaffCaller,
  caller: EditCaller,
  provider: IntegrationProvider,
  productId: string,
): Promise<TIntegrationState> {
  assertMayConnect(caller, provider);
  const product = await findProduct(db, staff.orgId, productId);
  const row = await findConnection(db, product.id, provider);
  if (!row) throw new AppError('not_connected', M.notConnected, 404);
  await refreshIntegration(db, config, row);
  return loadIntegration(db, staff, caller, provider, product.id);
}

/**
 * `GET /api/integrations/statuspageio/{pageUrl}`: whether a Statuspage page answers, and its
 * status, before anything is saved (docs/integrations.md, Status page).
 */
export async function lookUpStatusPage(
  config: IntegrationCalls,
  caller: EditCaller,
  page: string,
): Promise<TStatusPage> {
  assertMayConnect(caller, 'statuspageio');
  const pageUrl = page.trim();
  const target = targetOf('statuspageio', pageUrl);
  const answer = await fetchLiveStats(config, { provider: 'statuspageio', target, pageUrl });
  if (!answer.ok || answer.value.provider !== 'statuspageio') {
    throw connectError('statuspageio', answer.ok ? 'invalid' : answer.reason);
  }
  return answer.value.stats;
}

/** Connects a product to a program or page after the service answered for it. */
export async function connectIntegration(
  db: Db,
  config: IntegrationCalls,
  staff: StaffCaller,
  caller: EditCaller,
  provider: IntegrationProvider,
  request: TIntegrationConnectRequest,
): Promise<TIntegrationState> {
  assertMayConnect(caller, provider);
  const product = await findProduct(db, staff.orgId, request.productId);
  await findCard(db, product.id, INTEGRATION_CARD[provider]);
  const target = targetOf(provider, request.page);
  const pageUrl = request.page.trim();
  const answer = await fetchLiveStats(config, { provider, target, pageUrl });
  if (!answer.ok) throw connectError(provider, answer.reason);
  const values = { pageUrl, target, lastError: null, refreshedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx
      .insert(integrations)
      .values({ orgId: staff.orgId, productId: product.id, provider, ...values })
      .onConflictDoUpdate({ target: [integrations.productId, integrations.provider], set: values });
    await writeCardStats(tx, product.id, provider, answer.value.stats);
    await recordAudit(tx, staff, {
      action: 'integration.connect',
      target: `${product.name} / ${provider}`,
      before: null,
      after: { pageUrl },
    });
  });
  return loadIntegration(db, staff, caller, provider, product.id);
}

/** Disconnects a product from a provider: the statistics leave the portal at once. */
export async function disconnectIntegration(
  db: Db,
  staff: StaffCaller,
  caller: EditCaller,
  provider: IntegrationProvider,
  productId: string,
): Promise<void> {
  assertMayConnect(caller, provider);
  const product = await findProduct(db, staff.orgId, productId);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(integrations)
      .where(and(eq(integrations.productId, product.id), eq(integrations.provider, provider)))
      .returning({ pageUrl: integrations.pageUrl });
    await writeCardStats(tx, product.id, provider, null);
    await recordAudit(tx, staff, {
      action: 'integration.disconnect',
      target: `${product.name} / ${provider}`,
      before: removed[0] ?? null,
      after: null,
    });
  });
}
