/**
 * The DNS lookup of a custom domain's TXT record (docs/portal.md, Hosts and custom domains),
 * through the servers of DNS_SERVERS or, unset, the system's.
 */
import { Resolver } from 'node:dns/promises';
import { log } from '../../lib/log-context.ts';

/** The codes of an answer that the name has no TXT record: no such name, or no data. */
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA']);

/**
 * The TXT records at `name`, each as its strings; an empty list when the name or its TXT
 * records do not exist; null when no server gave an answer (timeout, refusal, server failure).
 */
export async function lookupTxt(
  servers: readonly string[] | undefined,
  name: string,
): Promise<string[][] | null> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers) resolver.setServers(servers);
  try {
    return await resolver.resolveTxt(name);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown';
    if (NO_RECORD.has(code)) return [];
    log().warn({ dns: { name, code } }, 'TXT lookup failed');
    return null;
  }
}
