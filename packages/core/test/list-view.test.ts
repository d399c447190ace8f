import { describe, expect, it } from 'vitest';
import {
  filterSortPage,
  nextSort,
  searchWords,
  toCsv,
  type ListFields,
  type ListViewOptions,
} from '../src/index.ts';

interface Row {
  name: string;
  company: string | null;
  count: number | null;
}

const rows: Row[] = [
  { name: 'Zoë Müller', company: 'Acme', count: 3 },
  { name: 'adam smith', company: 'Beta Corp', count: 10 },
  { name: 'Item 2', company: null, count: null },
  { name: 'Item 10', company: 'acme', count: 3 },
];

const fields: ListFields<Row> = {
  searchText: (row) => [row.name, row.company],
  sortValues: { name: (row) => row.name, company: (row) => row.company, count: (row) => row.count },
};

const view = (options: Partial<ListViewOptions>) =>
  filterSortPage(rows, fields, { query: '', sort: null, page: 1, pageSize: 10, ...options });
const names = (options: Partial<ListViewOptions>) => view(options).rows.map((r) => r.name);

describe('filterSortPage', () => {
  it('keeps the list as it is without a search or a sort', () => {
    expect(names({})).toEqual(rows.map((r) => r.name));
  });

  it('finds rows by every word of the search, in any field, ignoring case and accents', () => {
    expect(names({ query: 'muller' })).toEqual(['Zoë Müller']);
    expect(names({ query: '  ACME  item ' })).toEqual(['Item 10']);
    expect(names({ query: 'acme' })).toEqual(['Zoë Müller', 'Item 10']);
    expect(view({ query: 'nobody' })).toMatchObject({ rows: [], matched: 0, total: 4, pages: 1 });
  });

  it('sorts text as people read it, numbers as numbers, blanks last either way', () => {
    const asc = { key: 'name', direction: 'ascending' } as const;
    expect(names({ sort: asc })).toEqual(['adam smith', 'Item 2', 'Item 10', 'Zoë Müller']);
    expect(names({ sort: { ...asc, direction: 'descending' } })).toEqual([
      'Zoë Müller',
      'Item 10',
      'Item 2',
      'adam smith',
    ]);
    expect(names({ sort: { key: 'count', direction: 'descending' } })).toEqual([
      'adam smith',
      'Zoë Müller',
      'Item 10',
      'Item 2',
    ]);
    expect(names({ sort: { key: 'company', direction: 'descending' } }).at(-1)).toBe('Item 2');
  });

  it('keeps the list order between rows that sort alike', () => {
    expect(names({ sort: { key: 'company', direction: 'ascending' } })).toEqual([
      'Zoë Müller',
      'Item 10',
      'adam smith',
      'Item 2',
    ]);
  });

  it('leaves the order of an unknown column', () => {
    expect(names({ sort: { key: 'nope', direction: 'descending' } })).toEqual(
      rows.map((r) => r.name),
    );
  });

  it('cuts pages and keeps the page within those there are', () => {
    expect(view({ pageSize: 3, page: 2 })).toMatchObject({ page: 2, pages: 2, matched: 4 });
    expect(names({ pageSize: 3, page: 2 })).toEqual(['Item 10']);
    expect(view({ pageSize: 3, page: 9 }).page).toBe(2);
    expect(view({ pageSize: 3, page: 0 }).page).toBe(1);
    expect(view({ pageSize: 3, page: 2, query: 'acme' })).toMatchObject({ page: 1, pages: 1 });
  });
});

describe('nextSort', () => {
  it('sorts a new column ascending and turns the same column around', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort(first, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort(nextSort(first, 'name'), 'name')).toEqual(first);
    expect(nextSort(first, 'company')).toEqual({ key: 'company', direction: 'ascending' });
  });
});

describe('searchWords', () => {
  it('has no words for a blank search', () => {
    expect(searchWords('   ')).toEqual([]);
  });
});

describe('toCsv', () => {
  it('defuses cells a spreadsheet would run as a formula and quotes what must be', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['=1+1', '+x'],
          ['-2', '@SUM(A1), "q"'],
          [null, 4],
        ],
      ),
    ).toBe('a,b\r\n\'=1+1,\'+x\r\n\'-2,"\'@SUM(A1), ""q"""\r\n,4\r\n');
  });
});
