import { describe, expect, it } from 'vitest';
import {
  ACCESS_INVENTORY_COLUMNS,
  accessInventoryCsv,
  accessInventoryRows,
  accessLogCutoff,
  buildAccessInventory,
  csvCell,
  nextAccessLogSummary,
  toCsv,
  ZAccessInventory,
  ZAccessInventoryQuery,
  type InventoryInput,
} from '../src/index.ts';

const now = new Date('2026-11-26T12:00:00Z');
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

const input: InventoryInput = {
  now,
  currentNdaVersion: 'bbbbbbbbbbbb',
  accounts: [
    {
      id: 'acc-z',
      companyName: 'Zeta Corp',
      domain: 'zeta.example',
      reviewStatus: 'Approved',
      permissionProfileId: 'prof-1',
      accessGrantedAt: day('2026-01-10'),
      accessExpiresAt: day('2027-01-10'),
    },
    {
      id: 'acc-a',
      companyName: 'Acme',
      domain: null,
      reviewStatus: 'Approved',
      permissionProfileId: null,
      accessGrantedAt: day('2025-01-01'),
      accessExpiresAt: day('2026-01-01'),
    },
    {
      id: 'acc-m',
      companyName: 'Mid Ltd',
      domain: 'mid.example',
      reviewStatus: 'Declined',
      permissionProfileId: 'gone',
      accessGrantedAt: null,
      accessExpiresAt: null,
    },
  ],
  members: [
    {
      id: 'm-2',
      accountId: 'acc-z',
      email: 'zoe@zeta.example',
      firstName: 'Zoe',
      lastName: 'Zed',
      isAutoApproved: true,
      createdAt: day('2026-02-01'),
      lastSeenAt: null,
    },
    {
      id: 'm-1',
      accountId: 'acc-z',
      email: 'al@zeta.example',
      firstName: 'Al',
      lastName: 'Ace',
      isAutoApproved: false,
      createdAt: day('2026-01-10'),
      lastSeenAt: day('2026-11-01'),
    },
    {
      id: 'm-3',
      accountId: 'acc-a',
      email: 'bo@acme.example',
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: 'Smith, Jr.',
      isAutoApproved: false,
      createdAt: day('2025-01-01'),
      lastSeenAt: null,
    },
  ],
  profiles: [{ id: 'prof-1', name: 'NDA signed', itemTitles: ['SOC 2 report', 'Pen test'] }],
  ndaAcceptances: [
    { accountMemberId: 'm-1', acceptedAt: day('2026-01-10'), textVersion: 'aaaaaaaaaaaa' },
    { accountMemberId: 'm-1', acceptedAt: day('2026-06-01'), textVersion: 'bbbbbbbbbbbb' },
    { accountMemberId: 'm-3', acceptedAt: day('2025-01-02'), textVersion: 'aaaaaaaaaaaa' },
  ],
};

describe('access inventory', () => {
  const inventory = buildAccessInventory(input);

  it('lists accounts by company, members by e-mail, profile items by title', () => {
    expect(ZAccessInventory.parse(inventory)).toEqual(inventory);
    expect(inventory.generatedAt).toBe('2026-11-26T12:00:00.000Z');
    expect(inventory.accounts.map((a) => a.companyName)).toEqual(['Acme', 'Mid Ltd', 'Zeta Corp']);
    const zeta = inventory.accounts[2];
    expect(zeta?.members.map((m) => m.email)).toEqual(['al@zeta.example', 'zoe@zeta.example']);
    expect(zeta?.permissionProfile).toEqual({
      id: 'prof-1',
      name: 'NDA signed',
      items: ['Pen test', 'SOC 2 report'],
    });
  });

  it('states each account access at the time of the export', () => {
    expect(inventory.accounts.map((a) => [a.accessState, a.hasAccess])).toEqual([
      ['Expired', false],
      ['Revoked', false],
      ['Approved', true],
    ]);
    // A profile that no longer exists is no profile.
    expect(inventory.accounts[1]?.permissionProfile).toBeNull();
    expect(inventory.accounts[1]?.members).toEqual([]);
  });

  it("keeps each member's latest NDA acceptance and whether its text is the current one", () => {
    const [al, zoe] = inventory.accounts[2]?.members ?? [];
    expect(al?.nda).toEqual({
      acceptedAt: '2026-06-01T00:00:00.000Z',
      textVersion: 'bbbbbbbbbbbb',
      isCurrentText: true,
    });
    expect(zoe?.nda).toBeNull();
    expect(inventory.accounts[0]?.members[0]?.nda?.isCurrentText).toBe(false);
    const withoutNda = buildAccessInventory({ ...input, currentNdaVersion: null });
    expect(withoutNda.accounts[2]?.members[0]?.nda?.isCurrentText).toBe(false);
  });

  it('has one CSV row a member, and one for an account without members', () => {
    const rows = accessInventoryRows(inventory);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toHaveLength(ACCESS_INVENTORY_COLUMNS.length);
    expect(rows[1]).toEqual([
      'acc-m',
      'Mid Ltd',
      'mid.example',
      'Declined',
      'Revoked',
      null,
      null,
      null,
      null,
      ...Array(9).fill(null),
    ]);
    expect(rows[2]).toEqual([
      'acc-z',
      'Zeta Corp',
      'zeta.example',
      'Approved',
      'Approved',
      '2026-01-10T00:00:00.000Z',
      '2027-01-10T00:00:00.000Z',
      'NDA signed',
      'Pen test; SOC 2 report',
      'al@zeta.example',
      'Al',
      'Ace',
      false,
      '2026-01-10T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
      '2026-06-01T00:00:00.000Z',
      'bbbbbbbbbbbb',
      true,
    ]);
  });

  it('writes a CSV whose header names the columns and whose cells cannot run formulas', () => {
    const csv = accessInventoryCsv(inventory);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(ACCESS_INVENTORY_COLUMNS.join(','));
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe('');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")","Smith, Jr."`);
  });
});

describe('CSV cells', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\r=1', `"'\r=1"`],
    ['a "b"', '"a ""b"""'],
    ['a,b', '"a,b"'],
    ['line\nbreak', '"line\nbreak"'],
    ['plain', 'plain'],
    ['', ''],
  ])('%j is written %j', (text, expected) => {
    expect(csvCell(text)).toBe(expected);
  });

  it('writes null as empty, numbers and booleans as text', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, 3, true]])).toBe('a,b,c\r\n,3,true\r\n');
  });
});

describe('access inventory query', () => {
  it('defaults to JSON and refuses other formats with a message', () => {
    expect(ZAccessInventoryQuery.parse({})).toEqual({ format: 'json' });
    expect(ZAccessInventoryQuery.parse({ format: 'csv' })).toEqual({ format: 'csv' });
    const refused = ZAccessInventoryQuery.safeParse({ format: 'xlsx' });
    expect(refused.success ? null : refused.error.issues[0]?.message).toBe(
      "Format must be 'json' or 'csv'",
    );
  });
});

describe('access log retention', () => {
  it('keeps whole months: the cutoff is the start of the month so many months back', () => {
    expect(accessLogCutoff(now, 6).toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(accessLogCutoff(new Date('2026-03-01T00:00:00Z'), 6).toISOString()).toBe(
      '2025-09-01T00:00:00.000Z',
    );
    expect(accessLogCutoff(new Date('2026-12-31T23:59:59Z'), 12).toISOString()).toBe(
      '2025-12-01T00:00:00.000Z',
    );
  });

  it('runs again at the start of the next day', () => {
    expect(nextAccessLogSummary(now).toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });
});
