import { describe, expect, it } from 'vitest';
import {
  ITEM_ACCESS,
  canDownloadFile,
  isCardVisible,
  isItemUnlocked,
  isItemVisible,
  type ItemAccess,
  type Viewer,
} from '../src/index.ts';

const ITEM = 'item-1';
const viewer = (mode: Viewer['mode'], opts: Partial<Viewer> = {}): Viewer => ({
  mode,
  permittedItemUids: new Set(),
  scopes: new Set(),
  publicAccessLevel: 'PublicContentOnly',
  ...opts,
});
const permitted = new Set([ITEM]);

/** Every mode a caller can be in, with and without the item in its permission profile. */
const VIEWERS: Record<string, Viewer> = {
  public: viewer('public'),
  'preview without the item': viewer('preview'),
  'preview with the item': viewer('preview', { permittedItemUids: permitted }),
  'account without the item': viewer('account'),
  'account with the item': viewer('account', { permittedItemUids: permitted }),
  'main with files scopes': viewer('main', { scopes: new Set(['files:view', 'files:download']) }),
  'main without files scopes': viewer('main'),
};

// Expected [visible, unlocked] for each viewer and access state (spec 3 §4.6).
const EXPECTED: Record<string, Record<ItemAccess, [boolean, boolean]>> = {
  public: { public: [true, true], restricted: [true, false], restricted_hidden: [false, false] },
  'preview without the item': {
    public: [true, true],
    restricted: [true, false],
    restricted_hidden: [false, false],
  },
  'preview with the item': {
    public: [true, true],
    restricted: [true, true],
    restricted_hidden: [true, true],
  },
  'account without the item': {
    public: [true, true],
    restricted: [true, false],
    restricted_hidden: [false, false],
  },
  'account with the item': {
    public: [true, true],
    restricted: [true, true],
    restricted_hidden: [true, true],
  },
  'main with files scopes': {
    public: [true, true],
    restricted: [true, true],
    restricted_hidden: [true, true],
  },
  'main without files scopes': {
    public: [true, false],
    restricted: [true, false],
    restricted_hidden: [true, false],
  },
};

describe('item access matrix', () => {
  for (const [name, v] of Object.entries(VIEWERS)) {
    for (const access of ITEM_ACCESS) {
      const expected = EXPECTED[name];
      if (!expected) throw new Error(`No expectation for ${name}`);
      const [visible, unlocked] = expected[access];
      it(`${name} / ${access}: visible=${visible} unlocked=${unlocked}`, () => {
        const item = { itemUid: ITEM, access, enabledState: 'enabled' as const };
        expect(isItemVisible(v, item)).toBe(visible);
        expect(isItemUnlocked(v, item)).toBe(unlocked);
        const file = {
          documentAccessType: 'view_and_download' as const,
          contentType: 'application/pdf',
        };
        const canDownload = canDownloadFile(v, item, file, 'view_and_download');
        const staffDownload = v.mode !== 'main' || v.scopes.has('files:download');
        expect(canDownload).toBe(unlocked && staffDownload);
        // View-only files, or a view-only organisation, are never downloadable.
        expect(
          canDownloadFile(
            v,
            item,
            { ...file, documentAccessType: 'view_only' },
            'view_and_download',
          ),
        ).toBe(false);
        expect(canDownloadFile(v, item, file, 'view_only')).toBe(false);
        // An organisation's view-only setting leaves types a browser cannot show downloadable.
        const sheet = { ...file, contentType: 'application/vnd.ms-excel' };
        expect(canDownloadFile(v, item, sheet, 'view_only')).toBe(canDownload);
      });
    }
  }
});

describe('enabled states and access levels', () => {
  const item = (enabledState: 'enabled' | 'work_in_progress' | 'not_enabled') => ({
    itemUid: ITEM,
    access: 'public' as const,
    enabledState,
  });

  it('shows items not enabled to staff in main mode only', () => {
    for (const v of Object.values(VIEWERS)) {
      expect(isItemVisible(v, item('not_enabled'))).toBe(v.mode === 'main');
      expect(isItemVisible(v, item('work_in_progress'))).toBe(true);
    }
  });

  it('hides every item from public visitors when the portal requires login', () => {
    const loginRequired = viewer('public', { publicAccessLevel: 'LoginRequired' });
    expect(isItemVisible(loginRequired, item('enabled'))).toBe(false);
    expect(
      isItemVisible(viewer('account', { publicAccessLevel: 'LoginRequired' }), item('enabled')),
    ).toBe(true);
  });

  it('a permitted item uid does not unlock a public visitor', () => {
    const sneaky = viewer('public', { permittedItemUids: permitted });
    const hidden = {
      itemUid: ITEM,
      access: 'restricted_hidden' as const,
      enabledState: 'enabled' as const,
    };
    expect(isItemVisible(sneaky, hidden)).toBe(false);
    expect(isItemUnlocked(sneaky, { ...hidden, access: 'restricted' })).toBe(false);
  });
});

describe('card visibility', () => {
  it('shows hidden cards in main mode only', () => {
    for (const v of Object.values(VIEWERS)) {
      expect(isCardVisible(v, { hidden: true })).toBe(v.mode === 'main');
      expect(isCardVisible(v, { hidden: false })).toBe(true);
    }
  });
});
