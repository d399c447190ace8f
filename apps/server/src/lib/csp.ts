/** Widening the page's Content-Security-Policy (set by helmet) by a few sources. */
import type { FastifyReply } from 'fastify';
import type { CspSources } from '@trustfront/core';

const DIRECTIVES: Record<keyof CspSources, string> = {
  script: 'script-src',
  connect: 'connect-src',
  img: 'img-src',
  frame: 'frame-src',
};

/** The policy with each directive's extra sources appended (a directive absent is added). */
export function widenPolicy(policy: string, extra: CspSources): string {
  const parts = policy
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  for (const [key, directive] of Object.entries(DIRECTIVES) as [keyof CspSources, string][]) {
    const sources = extra[key];
    if (sources.length === 0) continue;
    const index = parts.findIndex((p) => p.split(/\s+/)[0] === directive);
    if (index === -1) parts.push(`${directive} 'self' ${sources.join(' ')}`);
    else parts[index] = `${parts[index]} ${sources.join(' ')}`;
  }
  return parts.join(';');
}

/** Widens the reply's policy, when it has one, by the sources. */
export function widenReplyPolicy(reply: FastifyReply, extra: CspSources): void {
  const current = reply.getHeader('content-security-policy');
  if (typeof current !== 'string') return;
  reply.header('content-security-policy', widenPolicy(current, extra));
}
