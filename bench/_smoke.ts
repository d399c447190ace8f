import { engineAnswer, rankCandidates } from '@trustfront/core';
import { openPglite } from '../apps/server/src/db/pglite-client.ts';
import { scopePassages } from '../apps/server/src/services/search/scope-passages.ts';
import { staffDraftScope } from '../apps/server/src/answers/drafts.ts';
import { seedBenchOrg } from './search-data.ts';
const database = await openPglite(undefined);
await database.migrate();
const org = await seedBenchOrg(database);
const scope = await staffDraftScope(database.db, org.orgId, org.productId);
if (!scope) throw new Error('no scope');
const t0 = performance.now();
const { index, sources } = await scopePassages(database.db, scope.search);
console.log('index', performance.now() - t0, index.passages.length);
const qs = process.argv.slice(2);
for (const q of qs) {
  const a = engineAnswer(index, q);
  const c = rankCandidates(index, q).slice(0, 3).map((x) => `${sources[index.passages[x.passage]!.source]!.title}=${x.coverage.toFixed(2)}`);
  console.log(q, '→', a ? `${a.coverage.toFixed(2)} ${a.sources.map((s) => sources[s]!.title).join(' | ')}` : 'REFUSED', '   cands:', c.join(' ; '));
}
await database.close();
