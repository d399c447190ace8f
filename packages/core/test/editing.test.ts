import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  CARD_KINDS,
  cardActionsOf,
  decideEdit,
  isIsoDate,
  isPublicLink,
  isMovableItemKind,
  mayMoveItem,
  moveDestinationsOf,
  planFeatures,
  ZCardPatch,
  ZItemSlug,
  ZItemUpdate,
  ZSectionOrderRequest,
  type EditAction,
  type EditCaller,
} from '../src/index.ts';

const editor = (
  scopes: string[],
  plan: 'free' | 'growth' | 'enterprise' = 'growth',
): EditCaller => ({
  isMain: true,
  scopes: new Set(scopes),
  features: planFeatures(plan, {}),
});

describe('decideEdit', () => {
  const actions: EditAction[] = [
    { type: 'card', action: 'edit', kind: 'Reports' },
    { type: 'card', action: 'hide', kind: 'Legal' },
    { type: 'reorderCards' },
    { type: 'moveItem', from: 'Reports' },
    { type: 'customSlug' },
    { type: 'renameItem', kind: 'Reports', isCustom: true },
  ];

  it('refuses every control without statuspage:edit, or outside main mode', () => {
    for (const action of actions) {
      expect(decideEdit(editor(['assets:edit', 'app:cards']), action)).toEqual({
        allowed: false,
        reason: 'scope',
      });
      const notMain = { ...editor(['statuspage:edit']), isMain: false };
      expect(decideEdit(notMain, action).allowed).toBe(false);
      expect(decideEdit(editor(['statuspage:edit']), action).allowed).toBe(true);
    }
  });

  it.each([
    // [scopes, plan overrides, expected]
    [['statuspage:edit', 'assets:edit'], {}, { allowed: true }],
    [['statuspage:edit'], {}, { allowed: false, reason: 'scope' }],
    [
      ['statuspage:edit', 'assets:edit'],
      { allowReplaceCardIcons: false },
      { allowed: false, reason: 'plan' },
    ],
  ] as const)(
    'card icons need assets:edit and allowReplaceCardIcons (%j %j)',
    (scopes, flags, expected) => {
      const caller = { ...editor([...scopes]), features: planFeatures('growth', flags) };
      expect(decideEdit(caller, { type: 'card', action: 'changeIcon', kind: 'Reports' })).toEqual(
        expected,
      );
    },
  );

  it('links files to an item only for those who may see files (files:view)', () => {
    const link: EditAction = { type: 'linkFiles' };
    expect(decideEdit(editor(['statuspage:edit']), link)).toEqual({
      allowed: false,
      reason: 'scope',
    });
    expect(decideEdit(editor(['files:view']), link).allowed).toBe(false);
    expect(decideEdit(editor(['statuspage:edit', 'files:view']), link)).toEqual({ allowed: true });
  });

  it('gates section order, restricted files, bridge letters and integrations by plan', () => {
    const free = editor(['statuspage:edit'], 'free');
    const growth = editor(['statuspage:edit'], 'growth');
    for (const type of [
      'reorderSections',
      'restrictedFiles',
      'bridgeLetter',
      'bugBounty',
      'statusPage',
    ] as const) {
      expect(decideEdit(free, { type })).toEqual({ allowed: false, reason: 'plan' });
      expect(decideEdit(growth, { type })).toEqual({ allowed: true });
    }
  });

  it('renames items only with allowItemTitleRenaming or when custom, never certifications or grades', () => {
    const off = {
      ...editor(['statuspage:edit']),
      features: planFeatures('growth', { allowItemTitleRenaming: false }),
    };
    expect(decideEdit(off, { type: 'renameItem', kind: 'Reports', isCustom: false }).allowed).toBe(
      false,
    );
    expect(decideEdit(off, { type: 'renameItem', kind: 'Reports', isCustom: true }).allowed).toBe(
      true,
    );
    const on = editor(['statuspage:edit']);
    expect(decideEdit(on, { type: 'renameItem', kind: 'Reports', isCustom: false }).allowed).toBe(
      true,
    );
    for (const kind of ['Certifications', 'SecurityGrades'] as const) {
      expect(decideEdit(on, { type: 'renameItem', kind, isCustom: true })).toEqual({
        allowed: false,
        reason: 'kind',
      });
    }
  });

  it('offers each card only its own actions', () => {
    const caller = editor(['statuspage:edit', 'assets:edit']);
    for (const kind of CARD_KINDS) {
      expect(cardActionsOf(kind)).toContain('edit');
      expect(cardActionsOf(kind)).toContain('hide');
    }
    expect(cardActionsOf('Overview')).not.toContain('customItems');
    // A new organisation adds its certifications as items of its own.
    expect(cardActionsOf('Certifications')).toContain('customItems');
    expect(
      decideEdit(caller, { type: 'card', action: 'customItems', kind: 'Subprocessors' }),
    ).toEqual({
      allowed: false,
      reason: 'kind',
    });
    expect(
      decideEdit(caller, { type: 'card', action: 'customItems', kind: 'Policies' }).allowed,
    ).toBe(true);
  });

  it('lets an organisation flag override its plan', () => {
    expect(planFeatures('free', {}).bridgeLetters).toBe(false);
    expect(planFeatures('free', { bridgeLetters: true }).bridgeLetters).toBe(true);
    expect(planFeatures('enterprise', { allowPartnerImport: false }).allowPartnerImport).toBe(
      false,
    );
  });
});

describe('moving an item', () => {
  const cards = (
    [
      'Reports',
      'Legal',
      'Documents',
      'TrustedBy',
      'Certifications',
      'RiskProfile',
      'SecurityGrades',
    ] as const
  ).map((kind) => ({ kind }));
  const caller = editor(['statuspage:edit']);

  it('offers every other generic card, and nothing to an item of a card with its own shape', () => {
    expect(moveDestinationsOf('Reports', cards).map((c) => c.kind)).toEqual(['Legal']);
    expect(moveDestinationsOf('Legal', cards).map((c) => c.kind)).toEqual(['Reports']);
    for (const from of ['RiskProfile', 'SecurityGrades', 'Certifications', 'Documents'] as const) {
      expect(moveDestinationsOf(from, cards)).toEqual([]);
      expect(isMovableItemKind(from)).toBe(false);
      expect(decideEdit(caller, { type: 'moveItem', from })).toEqual({
        allowed: false,
        reason: 'kind',
      });
    }
  });

  it('refuses a destination an item could not come back from', () => {
    expect(decideEdit(caller, { type: 'moveItem', from: 'Reports', to: 'Legal' })).toEqual({
      allowed: true,
    });
    expect(mayMoveItem('Legal', 'Reports')).toBe(true);
    const closed = [
      'Documents',
      'TrustedBy',
      'Subprocessors',
      'Overview',
      'RiskProfile',
      'Certifications',
      'SecurityGrades',
    ] as const;
    for (const to of closed) {
      expect(mayMoveItem('Reports', to)).toBe(false);
      expect(decideEdit(caller, { type: 'moveItem', from: 'Reports', to })).toEqual({
        allowed: false,
        reason: 'kind',
      });
    }
    expect(mayMoveItem('Reports', 'Reports')).toBe(false);
  });

  it('is the same both ways, so a moved item can always go back', () => {
    for (const { kind: from } of cards) {
      for (const { kind: to } of cards) expect(mayMoveItem(from, to)).toBe(mayMoveItem(to, from));
    }
  });
});

describe('editing schemas', () => {
  const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.error?.issues[0]?.message;

  it.each([
    ['', undefined],
    ['abcd', undefined],
    ['abc', ADMIN_MESSAGES.displayTextHelper],
    ['x'.repeat(100), undefined],
    ['x'.repeat(101), ADMIN_MESSAGES.displayTextTooLong],
  ])('display text %j', (displayText, expected) => {
    expect(message(ZCardPatch.safeParse({ displayText }))).toBe(expected);
  });

  it('says the display text limit in words', () => {
    expect(ADMIN_MESSAGES.displayTextTooLong).toBe('Display text cannot exceed 100 characters');
  });

  it.each([
    ['x'.repeat(1000), undefined],
    ['x'.repeat(1001), ADMIN_MESSAGES.placeholderTooLong],
  ])('placeholder of %#', (placeholder, expected) => {
    expect(message(ZCardPatch.safeParse({ placeholder }))).toBe(expected);
  });

  it.each([
    ['S', ADMIN_MESSAGES.cardTitleLength],
    ['x'.repeat(51), ADMIN_MESSAGES.cardTitleLength],
    ['Reports', undefined],
  ])('card title %j', (title, expected) => {
    expect(message(ZCardPatch.safeParse({ title }))).toBe(expected);
  });

  it.each([
    ['soc-2-report', undefined],
    ['SOC', ADMIN_MESSAGES.slugInvalid],
    ['a b', ADMIN_MESSAGES.slugInvalid],
    ['a'.repeat(99), undefined],
    ['a'.repeat(100), ADMIN_MESSAGES.slugTooLong],
  ])('slug %j', (slug, expected) => {
    expect(message(ZItemSlug.safeParse(slug))).toBe(expected);
  });

  it('checks item titles, links, expiry dates and bridge letters', () => {
    expect(message(ZItemUpdate.safeParse({ title: 'A' }))).toBe(ADMIN_MESSAGES.itemTitleLength);
    expect(message(ZItemUpdate.safeParse({ details: { href: 'http://10.0.0.1/x' } }))).toBe(
      ADMIN_MESSAGES.invalidUrl,
    );
    expect(message(ZItemUpdate.safeParse({ details: { expiry: '2025-02-30' } }))).toBe(
      ADMIN_MESSAGES.invalidExpiry,
    );
    const letter = {
      letterEnabled: true,
      letterContent: '',
      signerName: '',
      signerTitle: '',
      letterType: 'SOC 2',
    };
    const issues = ZItemUpdate.safeParse({ bridgeLetter: letter }).error?.issues.map(
      (i) => i.message,
    );
    expect(issues).toEqual([
      ADMIN_MESSAGES.letterContentRequired,
      ADMIN_MESSAGES.signerNameRequired,
      ADMIN_MESSAGES.signerTitleRequired,
    ]);
    expect(
      ZItemUpdate.safeParse({ bridgeLetter: { ...letter, letterEnabled: false } }).success,
    ).toBe(true);
  });

  it('refuses a section order listing a section twice or combined and separate at once', () => {
    expect(ZSectionOrderRequest.safeParse({ sections: ['documents', 'documents'] }).success).toBe(
      false,
    );
    expect(
      ZSectionOrderRequest.safeParse({ sections: ['overview', 'overview_and_certifications'] })
        .success,
    ).toBe(false);
    expect(
      ZSectionOrderRequest.safeParse({ sections: ['overview', 'certifications'] }).success,
    ).toBe(true);
  });
});

describe('item links', () => {
  it.each([
    ['https://acme.example/security', true],
    ['ftp://files.acme.example/a.pdf', true],
    ['http://localhost:3000', false],
    ['http://192.168.1.4', false],
    ['http://172.20.0.1', false],
    ['http://[::1]/', false],
    ['http://intranet/', false],
    ['javascript:alert(1)', false],
    ['acme.example', false],
  ])('%s is public: %s', (url, expected) => {
    expect(isPublicLink(url)).toBe(expected);
  });

  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['28/02/2026', false],
  ])('%s is a date: %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});
