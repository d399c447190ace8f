/**
 * The one reach rule as a matrix: every kind of caller against every placement of a document
 * (hidden card, hidden section, hidden product, item not enabled, file not shared, login-only
 * portal) and every item access state. Expectations are written out by hand, not derived.
 */
import { describe, expect, it } from 'vitest';
import {
  ITEM_ACCESS,
  documentReachOf,
  mayEnterMainMode,
  mayPreviewAs,
  publicViewer,
  reachOf,
  reaches,
  type AccessibleFile,
  type AccessibleItem,
  type DocumentReach,
  type ItemAccess,
  type ReachTarget,
  type Viewer,
  isWatermarkedFor,
  mayAcceptNda,
  ndaPassedBy,
} from '../src/index.ts';

const ITEM = 'item-1';
const ALL_FILE_SCOPES = ['statuspage:edit', 'files:view', 'files:download'];
const viewer = (mode: Viewer['mode'], opts: Partial<Viewer> = {}): Viewer => ({
  mode,
  permittedItemUids: new Set(),
  scopes: new Set(),
  publicAccessLevel: 'PublicContentOnly',
  ndaPending: false,
  watermarkDocuments: false,
  ...opts,
});
const permitted = new Set([ITEM]);
const scopes = (...list: string[]) => new Set(list);
/** The demo Auditor role: documents and the knowledge base, nothing about accounts. */
const AUDITOR = scopes('files:view', 'files:download', 'app:knowledge-base', 'app:documents');

const CALLERS = {
  public: viewer('public'),
  'public, login-only portal': viewer('public', { publicAccessLevel: 'LoginRequired' }),
  'account, login-only portal': viewer('account', {
    publicAccessLevel: 'LoginRequired',
    permittedItemUids: permitted,
  }),
  account: viewer('account', { permittedItemUids: permitted }),
  preview: viewer('preview', { permittedItemUids: permitted, scopes: scopes(...ALL_FILE_SCOPES) }),
  'preview, files:view only': viewer('preview', {
    permittedItemUids: permitted,
    scopes: scopes('files:view'),
  }),
  'preview, no files scope': viewer('preview', { permittedItemUids: permitted }),
  main: viewer('main', { scopes: scopes(...ALL_FILE_SCOPES) }),
  'main, files:view only': viewer('main', { scopes: scopes('statuspage:edit', 'files:view') }),
  'main, no files scope': viewer('main', { scopes: scopes('statuspage:edit') }),
  // The demo's Auditor role asking for the same preview: without app:accounts it may not, so the
  // viewer resolution leaves it the public portal.
  'auditor asking for a preview': mayPreviewAs(AUDITOR, 'permissionProfile')
    ? viewer('preview', { permittedItemUids: permitted, scopes: AUDITOR })
    : publicViewer('PublicContentOnly'),
} satisfies Record<string, Viewer>;
type Caller = keyof typeof CALLERS;

const item = (overrides: Partial<AccessibleItem> = {}): AccessibleItem => ({
  itemUid: ITEM,
  access: 'public',
  enabledState: 'enabled',
  ...overrides,
});
const pdf: AccessibleFile = {
  documentAccessType: 'view_and_download',
  contentType: 'application/pdf',
  isShared: true,
};
const placed = (overrides: Partial<ReachTarget> = {}) => ({
  product: { show: true },
  hiddenSections: [],
  card: { kind: 'Reports' as const, hidden: false },
  item: item(),
  file: pdf,
  ...overrides,
});

/** Placements of one public item's downloadable PDF. */
const PLACEMENTS = {
  plain: placed(),
  'hidden card': placed({ card: { kind: 'Reports', hidden: true } }),
  'cards section hidden': placed({ hiddenSections: ['cards'] }),
  'documents section hidden': placed({
    card: { kind: 'Documents', hidden: false },
    hiddenSections: ['documents'],
  }),
  'overview and certifications hidden': placed({
    card: { kind: 'Certifications', hidden: false },
    hiddenSections: ['overview_and_certifications'],
  }),
  'hidden product': placed({ product: { show: false } }),
  'item not enabled': placed({ item: item({ enabledState: 'not_enabled' }) }),
  'file not shared': { ...placed(), file: { ...pdf, isShared: false } },
};
type Placement = keyof typeof PLACEMENTS;

const N = 'none';
const L = 'locked';
const V = 'view';
const D = 'download';
/** Columns in the order of PLACEMENTS. */
const EXPECTED: Record<Caller, DocumentReach[]> = {
  public: [D, N, N, N, N, N, N, N],
  'public, login-only portal': [N, N, N, N, N, N, N, N],
  'account, login-only portal': [D, N, N, N, N, N, N, N],
  account: [D, N, N, N, N, N, N, N],
  preview: [D, N, N, N, N, D, N, N],
  'preview, files:view only': [V, N, N, N, N, V, N, N],
  'preview, no files scope': [L, N, N, N, N, L, N, N],
  main: [D, D, D, D, D, D, D, D],
  'main, files:view only': [V, V, V, V, V, V, V, V],
  'main, no files scope': [L, L, L, L, L, L, L, L],
  'auditor asking for a preview': [D, N, N, N, N, N, N, N],
};

describe('document reach over callers and placements', () => {
  const placements = Object.keys(PLACEMENTS) as Placement[];
  for (const [name, v] of Object.entries(CALLERS) as [Caller, Viewer][]) {
    placements.forEach((placement, column) => {
      const expected = EXPECTED[name][column];
      it(`${name} / ${placement}: ${expected}`, () => {
        const target = PLACEMENTS[placement];
        expect(documentReachOf(v, target, 'view_and_download')).toBe(expected);
        // The item itself reaches the caller exactly when its document is listed (shared files).
        if (placement !== 'file not shared') {
          expect(reaches(v, target)).toBe(expected !== 'none');
        }
      });
    });
  }
});

/**
 * [item reach, document reach] for a shared downloadable PDF, by item access (docs/access.md, Reach
 * rule).
 */
const BY_ACCESS: Record<string, [Viewer, Record<ItemAccess, [string, DocumentReach]>]> = {
  public: [CALLERS.public, { public: ['open', D], restricted: [L, L], restricted_hidden: [N, N] }],
  'account with the item': [
    CALLERS.account,
    { public: ['open', D], restricted: ['open', D], restricted_hidden: ['open', D] },
  ],
  'account with the item, NDA not accepted': [
    viewer('account', { permittedItemUids: permitted, ndaPending: true }),
    { public: ['open', D], restricted: [L, L], restricted_hidden: [N, N] },
  ],
  'preview with the item (staff are under no NDA)': [
    viewer('preview', {
      permittedItemUids: permitted,
      scopes: scopes(...ALL_FILE_SCOPES),
      ndaPending: true,
    }),
    { public: ['open', D], restricted: ['open', D], restricted_hidden: ['open', D] },
  ],
  'account without the item': [
    viewer('account'),
    { public: ['open', D], restricted: [L, L], restricted_hidden: [N, N] },
  ],
  'preview with the item': [
    CALLERS.preview,
    { public: ['open', D], restricted: ['open', D], restricted_hidden: ['open', D] },
  ],
  'preview without the item': [
    viewer('preview', { scopes: scopes(...ALL_FILE_SCOPES) }),
    { public: ['open', D], restricted: [L, L], restricted_hidden: [N, N] },
  ],
  'preview with the item, no files scope': [
    CALLERS['preview, no files scope'],
    { public: ['open', L], restricted: ['open', L], restricted_hidden: ['open', L] },
  ],
  'the Auditor asking to preview a profile with the item': [
    CALLERS['auditor asking for a preview'],
    { public: ['open', D], restricted: [L, L], restricted_hidden: [N, N] },
  ],
  main: [
    CALLERS.main,
    { public: ['open', D], restricted: ['open', D], restricted_hidden: ['open', D] },
  ],
  'a public visitor naming a permitted uid': [
    viewer('public', { permittedItemUids: permitted }),
    { public: ['open', D], restricted: [L, L], restricted_hidden: [N, N] },
  ],
};

describe('item access states', () => {
  for (const [name, [v, expected]] of Object.entries(BY_ACCESS)) {
    for (const access of ITEM_ACCESS) {
      const [itemReach, docReach] = expected[access];
      it(`${name} / ${access}: item ${itemReach}, document ${docReach}`, () => {
        const target = placed({ item: item({ access }) });
        expect(reachOf(v, target)).toBe(itemReach);
        expect(documentReachOf(v, target, 'view_and_download')).toBe(docReach);
      });
    }
  }
});

describe('file limits', () => {
  const v = CALLERS.public;
  it('never downloads a view-only file', () => {
    const viewOnly = { ...pdf, documentAccessType: 'view_only' as const };
    expect(documentReachOf(v, { ...placed(), file: viewOnly }, 'view_and_download')).toBe(V);
    expect(
      documentReachOf(CALLERS.main, { ...placed(), file: viewOnly }, 'view_and_download'),
    ).toBe(V);
  });
  it('a view-only organisation blocks downloads of viewable types only', () => {
    expect(documentReachOf(v, placed(), 'view_only')).toBe(V);
    const sheet = { ...pdf, contentType: 'application/vnd.ms-excel' };
    expect(documentReachOf(v, { ...placed(), file: sheet }, 'view_only')).toBe(D);
    const text = { ...pdf, contentType: 'Text/Plain; charset=utf-8' };
    expect(documentReachOf(v, { ...placed(), file: text }, 'view_only')).toBe(V);
  });
});

describe('other things of the portal', () => {
  const kb = (
    accessLevel: 'public' | 'restricted',
    hiddenSections: ReachTarget['hiddenSections'] = [],
  ) => ({
    product: { show: true },
    hiddenSections,
    kbEntry: { accessLevel },
  });
  it('knowledge base: restricted entries and hidden sections reach main mode only', () => {
    for (const [name, v] of Object.entries(CALLERS)) {
      const isMain = v.mode === 'main';
      const closed = name === 'public, login-only portal';
      expect(reaches(v, kb('public'))).toBe(!closed);
      expect(reaches(v, kb('restricted'))).toBe(isMain);
      expect(reaches(v, kb('public', ['knowledge_base']))).toBe(isMain);
    }
  });
  it('topics: hidden topics and a hidden updates section reach main mode only', () => {
    for (const [name, v] of Object.entries(CALLERS)) {
      const isMain = v.mode === 'main';
      const closed = name === 'public, login-only portal';
      const topic = { product: { show: true }, topic: { hidden: false } };
      expect(reaches(v, topic)).toBe(!closed);
      expect(reaches(v, { ...topic, topic: { hidden: true } })).toBe(isMain);
      expect(reaches(v, { ...topic, hiddenSections: ['trust_center_updates'] })).toBe(isMain);
    }
  });
  it('updates: the private audience reaches no public visitor', () => {
    const update = (spAudience: 'public' | 'private') => ({
      topic: { hidden: false },
      update: { spAudience },
    });
    expect(reaches(CALLERS.public, update('private'))).toBe(false);
    expect(reaches(CALLERS.public, update('public'))).toBe(true);
    expect(reaches(CALLERS.account, update('private'))).toBe(true);
    expect(reaches(CALLERS.preview, update('private'))).toBe(true);
    expect(reaches(CALLERS['auditor asking for a preview'], update('private'))).toBe(false);
  });
  it('products: hidden ones reach staff only, and nothing reaches a closed portal', () => {
    for (const [name, v] of Object.entries(CALLERS)) {
      const staff = v.mode === 'main' || v.mode === 'preview';
      expect(reaches(v, { product: { show: false } })).toBe(staff);
      expect(reaches(v, { product: { show: true } })).toBe(name !== 'public, login-only portal');
    }
  });
  it('organisation-level things (logos) reach everyone, even on a closed portal', () => {
    for (const v of Object.values(CALLERS)) expect(reachOf(v, {})).toBe('open');
  });
  it('main mode needs statuspage:edit', () => {
    expect(mayEnterMainMode(scopes('statuspage:edit'))).toBe(true);
    expect(mayEnterMainMode(scopes('files:view', 'files:download', 'app:cards'))).toBe(false);
  });
  it('previews as an account or a profile need app:accounts, whatever else a role holds', () => {
    for (const target of ['account', 'permissionProfile'] as const) {
      expect(mayPreviewAs(scopes('app:accounts'), target)).toBe(true);
      expect(mayPreviewAs(scopes('statuspage:edit', 'files:view', 'app:accounts'), target)).toBe(
        true,
      );
      expect(mayPreviewAs(AUDITOR, target)).toBe(false);
      expect(mayPreviewAs(scopes('statuspage:edit', 'files:view', 'files:download'), target)).toBe(
        false,
      );
      expect(mayPreviewAs(scopes('app:settings', 'app:access-requests'), target)).toBe(false);
      expect(mayPreviewAs(scopes(), target)).toBe(false);
    }
  });
});

describe('NDA and watermarked copies', () => {
  const member = CALLERS.account;
  const pending = viewer('account', { permittedItemUids: permitted, ndaPending: true });
  const restricted = { item: { access: 'restricted' as const }, file: pdf };
  /** The caller of an organisation that watermarks documents. */
  const marking = (caller: Viewer): Viewer => ({ ...caller, watermarkDocuments: true });

  it('watermarks restricted PDFs for account members when the organisation asks', () => {
    expect(isWatermarkedFor(marking(member), restricted)).toBe(true);
    expect(
      isWatermarkedFor(marking(member), { ...restricted, item: { access: 'restricted_hidden' } }),
    ).toBe(true);
    expect(
      isWatermarkedFor(marking(member), {
        ...restricted,
        file: { contentType: 'Application/PDF; name=x' },
      }),
    ).toBe(true);
  });
  it('never watermarks with the setting off, public items, other types, or for others', () => {
    expect(isWatermarkedFor(member, restricted)).toBe(false);
    expect(isWatermarkedFor(marking(member), { ...restricted, item: { access: 'public' } })).toBe(
      false,
    );
    expect(
      isWatermarkedFor(marking(member), { ...restricted, file: { contentType: 'image/png' } }),
    ).toBe(false);
    for (const other of [CALLERS.public, CALLERS.preview, CALLERS.main]) {
      expect(isWatermarkedFor(marking(other), restricted)).toBe(false);
    }
  });
  it('a member passes the clickwrap NDA once accepted; nobody else is under one', () => {
    expect(ndaPassedBy(member, 'clickwrap')).toBe(true);
    expect(ndaPassedBy(pending, 'clickwrap')).toBe(false);
    expect(ndaPassedBy(member, 'none')).toBe(false);
    for (const other of [CALLERS.public, CALLERS.preview, CALLERS.main]) {
      expect(ndaPassedBy(other, 'clickwrap')).toBe(false);
      expect(mayAcceptNda(other)).toBe(false);
    }
    expect(mayAcceptNda(pending)).toBe(true);
    expect(mayAcceptNda(member)).toBe(false);
  });
});
