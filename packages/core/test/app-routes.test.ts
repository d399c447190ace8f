import { describe, expect, it } from 'vitest';
import { canOpenAppPath, linksForScopes } from '../src/rules/app-routes.ts';

const LINKS = [
  { label: 'Portal settings', to: '/app/settings/portal' },
  { label: 'Edit the trust center', to: '?edit', portal: true },
  { label: 'Documents', to: '/app/documents' },
  { label: 'Access settings', to: '/app/settings/access' },
  { label: 'Permission profiles', to: '/app/accounts/profiles' },
  { label: 'Knowledge base', to: '/app/knowledge-base' },
  { label: 'Home', to: '/app' },
];
const labels = (scopes: string[]) => linksForScopes(LINKS, scopes).map((l) => l.label);

describe('linksForScopes', () => {
  it('offers an auditor (knowledge base and documents) only the pages it may open', () => {
    expect(labels(['app:knowledge-base', 'app:documents', 'files:view'])).toEqual([
      'Documents',
      'Knowledge base',
      'Home',
    ]);
  });

  it('offers editing in place only with statuspage:edit', () => {
    expect(labels(['statuspage:edit'])).toEqual(['Edit the trust center', 'Home']);
    expect(labels(['app:cards'])).toEqual(['Home']);
  });

  it('offers settings and profiles by their own sections', () => {
    expect(labels(['app:settings'])).toEqual(['Portal settings', 'Access settings', 'Home']);
    expect(labels(['app:accounts'])).toEqual(['Permission profiles', 'Home']);
  });

  it('agrees with the route table for every app link', () => {
    for (const scopes of [[], ['app:settings'], ['app:accounts', 'app:documents']]) {
      for (const link of LINKS.filter((l) => !l.portal)) {
        expect(linksForScopes([link], scopes).length === 1).toBe(canOpenAppPath(link.to, scopes));
      }
    }
  });
});
