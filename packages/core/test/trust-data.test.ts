import { describe, expect, it } from 'vitest';
import {
  API_TOKEN_PREFIX,
  ZApiTokenCreate,
  ZPortalSettings,
  isApiTokenShape,
  isTokenLive,
  renderLlmsTxt,
  renderSecurityTxt,
  hasControlCharacters,
  isMailbox,
  safeHttpUrl,
  scopesBeyondCreator,
  tokenExpiry,
  tokenMayUse,
  tokenScopesNow,
  trustFeedJsonSchema,
  ZTrustFeed,
  type TTrustFeed,
} from '../src/index.ts';

describe('API token rules', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('acts with the scopes it was given that its creator still holds', () => {
    const scopes = tokenScopesNow(['app:updates', 'app:documents'], new Set(['app:updates']));
    expect([...scopes]).toEqual(['app:updates']);
    expect(tokenMayUse(scopes, 'app:updates')).toBe(true);
    expect(tokenMayUse(scopes, 'app:documents')).toBe(false);
    expect(tokenMayUse(new Set(), 'any')).toBe(true);
  });

  it('never asks for more than its creator holds', () => {
    expect(scopesBeyondCreator(['app:settings', 'files:view'], new Set(['files:view']))).toEqual([
      'app:settings',
    ]);
  });

  it('lives until revoked or expired', () => {
    expect(isTokenLive({ revokedAt: null, expiresAt: null }, now)).toBe(true);
    expect(isTokenLive({ revokedAt: now, expiresAt: null }, now)).toBe(false);
    expect(isTokenLive({ revokedAt: null, expiresAt: now }, now)).toBe(false);
    expect(tokenExpiry(now, 7)?.toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(tokenExpiry(now, null)).toBeNull();
  });

  it('recognises its shape', () => {
    expect(isApiTokenShape(`${API_TOKEN_PREFIX}${'A'.repeat(43)}`)).toBe(true);
    expect(isApiTokenShape(`${API_TOKEN_PREFIX}${'A'.repeat(42)}`)).toBe(false);
    expect(isApiTokenShape('eyJhbGciOi.x.y')).toBe(false);
  });

  it('validates what staff ask for', () => {
    const ok = ZApiTokenCreate.parse({
      name: ' CI ',
      scopes: ['app:updates', 'app:documents', 'app:updates'],
      expiresInDays: 30,
    });
    expect(ok).toEqual({ name: 'CI', scopes: ['app:documents', 'app:updates'], expiresInDays: 30 });
    const bad = ZApiTokenCreate.safeParse({ name: '', scopes: [], expiresInDays: 3 });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Name the token',
      'Choose at least one scope',
      'Choose how long the token lives',
    ]);
  });
});

describe('security.txt', () => {
  const none = {
    securityContactEmail: null,
    securityContactUrl: null,
    securityPolicyUrl: null,
    securityMailbox: null,
    contactSupport: { supportUrl: null },
  };
  const at = {
    canonicalUrl: 'https://t.example/.well-known/security.txt',
    now: new Date('2026-03-01T15:30:00Z'),
  };

  it('is none without a contact', () => {
    expect(renderSecurityTxt(none, at)).toBeNull();
  });

  it('has every field RFC 9116 asks for, with an Expires under a year', () => {
    const text = renderSecurityTxt(
      {
        ...none,
        securityContactEmail: 'security@acme.example',
        securityContactUrl: 'https://acme.example/report',
        securityPolicyUrl: 'https://acme.example/policy',
        securityMailbox: 'other@acme.example',
        contactSupport: { supportUrl: 'https://acme.example/support' },
      },
      at,
    );
    expect(text).toBe(
      [
        'Contact: mailto:security@acme.example',
        'Contact: https://acme.example/report',
        'Expires: 2027-02-28T00:00:00Z',
        'Policy: https://acme.example/policy',
        'Preferred-Languages: en',
        'Canonical: https://t.example/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });

  it("falls back to the portal's security mailbox and support page", () => {
    const text = renderSecurityTxt(
      {
        ...none,
        securityMailbox: 'security@acme.example',
        contactSupport: { supportUrl: 'https://acme.example/support' },
      },
      at,
    );
    expect(text?.split('\n').slice(0, 2)).toEqual([
      'Contact: mailto:security@acme.example',
      'Contact: https://acme.example/support',
    ]);
    expect(renderSecurityTxt({ ...none, securityMailbox: 'security@acme.example' }, at)).toContain(
      'Contact: mailto:security@acme.example\nExpires:',
    );
  });

  it('writes no line a stored value smuggles in, even from rows saved before validation', () => {
    const text = renderSecurityTxt(
      {
        securityContactEmail: 'security@acme.example\nContact: mailto:evil@attacker.example',
        securityContactUrl: 'https://acme.example/report\r\nPolicy: https://attacker.example',
        securityPolicyUrl: 'https://acme.example/policy\nHiring: https://attacker.example',
        securityMailbox: 'fallback@acme.example',
        contactSupport: { supportUrl: null },
      },
      at,
    );
    expect(text).not.toContain('attacker');
    expect(text?.split('\n').filter((l) => l.startsWith('Contact:'))).toEqual([
      'Contact: mailto:fallback@acme.example',
    ]);
  });

  it('refuses control characters in every address and mailbox setting', () => {
    for (const bad of ['\n', '\r', '\t', '\u0000', '\u007f', '\u0085']) {
      expect(hasControlCharacters(`https://acme.example/a${bad}b`)).toBe(true);
      expect(safeHttpUrl(`https://acme.example/a${bad}b`)).toBeNull();
      expect(isMailbox(`sec${bad}urity@acme.example`)).toBe(false);
      const parsed = ZPortalSettings.safeParse({
        securityContactUrl: `https://acme.example/a${bad}Policy: x`,
        securityPolicyUrl: `https://acme.example/a${bad}b`,
        websiteUrl: `https://acme.example/a${bad}b`,
      });
      const paths = parsed.error?.issues.map((i) => i.path[0]);
      expect(paths).toEqual(
        expect.arrayContaining(['securityContactUrl', 'securityPolicyUrl', 'websiteUrl']),
      );
    }
    expect(hasControlCharacters('https://acme.example/ä?x=1')).toBe(false);
  });

  it('takes its fields from the portal settings, validated', () => {
    const base = ZPortalSettings.safeParse({ securityContactEmail: 'not a mailbox' });
    expect(base.error?.issues.find((i) => i.path[0] === 'securityContactEmail')?.message).toBe(
      'Enter a valid e-mail address',
    );
  });
});

describe('the trust feed', () => {
  const feed: TTrustFeed = {
    version: 1,
    organization: {
      name: 'Acme',
      slug: 'acme',
      websiteUrl: null,
      portalTitle: 'Trust Center',
      description: 'Security at Acme.\n# not a heading',
    },
    access: 'public',
    links: {
      page: 'https://t.example/trust/acme',
      feed: 'https://t.example/trust/acme/trust.json',
      signature: 'https://t.example/trust/acme/trust.json.sig',
      schema: 'https://t.example/schemas/trust-center-feed.v1.json',
      jwks: 'https://t.example/.well-known/jwks.json',
      llms: 'https://t.example/trust/acme/llms.txt',
      atom: 'https://t.example/trust/acme/feed.atom',
      jsonFeed: 'https://t.example/trust/acme/feed.json',
      mcp: 'https://t.example/trust/acme/mcp',
      history: 'https://t.example/trust/acme/history.json',
    },
    products: [
      {
        id: 'p1',
        name: 'Cloud',
        slug: 'cloud',
        page: 'https://t.example/trust/acme?product=cloud',
        certifications: [
          { id: 'c1', title: 'SOC 2', state: 'enabled', auditor: 'KPMG', expiry: null, url: null },
        ],
        controls: [
          {
            id: 'k1',
            cardKind: 'DataSecurity',
            card: 'Data Security',
            title: 'Encryption at rest',
            state: 'work_in_progress',
            explanation: null,
          },
        ],
        subprocessors: [
          {
            id: 's1',
            name: 'AWS',
            purpose: 'Hosting',
            location: 'EU',
            website: null,
            addedOn: '2026-01-02',
          },
        ],
        documents: [
          {
            id: 'f1',
            itemId: 'i1',
            title: 'Pen test',
            fileName: 'pentest.pdf',
            contentType: 'application/pdf',
            size: 3,
            sha256: 'a'.repeat(64),
            downloadable: true,
            url: 'https://t.example/api/portal/acme/files/f1',
          },
        ],
        restrictedDocuments: [{ itemId: 'i2', title: 'SOC 2 report' }],
      },
    ],
    updates: [
      {
        id: 'u1',
        topic: 'New subprocessor',
        category: 'subprocessors',
        publishedAt: '2026-02-01T10:00:00.000Z',
        message: 'We added AWS.',
      },
    ],
  };

  it('tells llms.txt in markdown, from the feed alone', () => {
    const text = renderLlmsTxt(feed);
    expect(text.startsWith('# Acme Trust Center\n\n> Security at Acme. # not a heading\n')).toBe(
      true,
    );
    expect(text).toContain('- SOC 2 (in place; auditor KPMG)');
    expect(text).toContain(
      'As an MCP server (streamable HTTP; tools search, list_documents, ask): https://t.example/trust/acme/mcp',
    );
    expect(text).toContain('- Data Security: Encryption at rest (in progress)');
    expect(text).toContain('- AWS: Hosting, EU (since 2026-01-02)');
    expect(text).toContain(
      `- [Pen test](https://t.example/api/portal/acme/files/f1) (SHA-256 ${'a'.repeat(64)})`,
    );
    expect(text).toContain('- SOC 2 report (available to approved members on request)');
    expect(text).toContain('- 2026-02-01, New subprocessor: We added AWS.');
    expect(renderLlmsTxt({ ...feed, access: 'login_required', products: [] })).toContain(
      'signed-in members only',
    );
  });

  it('publishes the JSON Schema of its zod schema', () => {
    const schema = trustFeedJsonSchema('https://t.example');
    expect(schema.$id).toBe('https://t.example/schemas/trust-center-feed.v1.json');
    expect(schema.required).toEqual([
      'version',
      'organization',
      'access',
      'links',
      'products',
      'updates',
    ]);
    expect(ZTrustFeed.parse(feed)).toEqual(feed);
  });
});
