/**
 * The Statuspage adapter: a page's overall status from its public API
 * (`{page}/api/v2/status.json`), as the Infrastructure card shows it (docs/integrations.md, Status
 * page).
 */
import { z } from 'zod';
import { STATUS_INDICATORS, type TStatusPage } from '@trustfront/core';
import type { OutboundOptions } from '../lib/outbound.ts';
import { fetchJson, type Outcome } from './http.ts';

const ZAnswer = z.object({
  page: z.object({ id: z.string(), name: z.string() }),
  status: z.object({ indicator: z.enum(STATUS_INDICATORS), description: z.string() }),
});

/**
 * Asks a page for its status. `apiUrl` is the configured address with `{host}` for the page's
 * host (by default the page itself); anything but a Statuspage answer is 'invalid'.
 */
export async function fetchStatusPage(
  apiUrl: string,
  pageUrl: string,
  outbound: Pick<OutboundOptions, 'allowPrivate'>,
): Promise<Outcome<TStatusPage, 'invalid'>> {
  const host = new URL(pageUrl).host;
  const answer = await fetchJson(
    `${apiUrl.replace('{host}', host)}/api/v2/status.json`,
    {},
    outbound,
  );
  if (answer.status !== 200) return { ok: false, reason: 'invalid' };
  const parsed = ZAnswer.safeParse(answer.body);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  return { ok: true, value: { pageUrl, ...parsed.data.status } };
}
