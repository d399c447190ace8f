/**
 * The knowledge base table's search and filters (docs/search.md, Knowledge base): the source facet
 * with its counts, Access, Products and Time (last 7 days, last month, last year, all time).
 */
import { Chip, Group, Loader, Select, TextInput } from '@mantine/core';
import { IconSearch } from '../../ui/icons/icons.ts';
import {
  KB_ADMIN_TEXTS as T,
  kbSourceLabel,
  KB_TIME_LABELS,
  type KbTimeFilter,
  type TKbAdminPage,
} from '@trustfront/core';

export interface KbFilterValues {
  search: string;
  source: string | null;
  access: 'public' | 'restricted' | null;
  productId: string | null;
  time: KbTimeFilter;
}

export const NO_FILTERS: KbFilterValues = {
  search: '',
  source: null,
  access: null,
  productId: null,
  time: 'all',
};

const TIME_OPTIONS = (Object.keys(KB_TIME_LABELS) as (keyof typeof KB_TIME_LABELS)[]).map(
  (value) => ({ value, label: KB_TIME_LABELS[value] }),
);

export function KbFilters(props: {
  values: KbFilterValues;
  onChange: (values: KbFilterValues) => void;
  page: TKbAdminPage | undefined;
  fetching: boolean;
}) {
  const { values, onChange, page } = props;
  const set = (patch: Partial<KbFilterValues>) => onChange({ ...values, ...patch });
  const facet = page?.facets.source ?? [];
  return (
    <>
      <Group gap="sm" align="flex-end">
        <TextInput
          placeholder={T.searchPlaceholder}
          aria-label={T.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          rightSection={props.fetching ? <Loader size="xs" /> : null}
          value={values.search}
          onChange={(e) => set({ search: e.currentTarget.value })}
          w={320}
        />
        <Select
          label={T.access}
          placeholder={T.allAccess}
          clearable
          w={170}
          data={[
            { value: 'public', label: T.public },
            { value: 'restricted', label: T.restricted },
          ]}
          value={values.access}
          onChange={(v) => set({ access: v === 'public' || v === 'restricted' ? v : null })}
        />
        <Select
          label={T.products}
          placeholder={T.allProducts}
          clearable
          w={200}
          data={(page?.products ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={values.productId}
          onChange={(v) => set({ productId: v })}
        />
        <Select
          label={T.time}
          w={160}
          allowDeselect={false}
          data={TIME_OPTIONS}
          value={values.time}
          onChange={(v) => set({ time: TIME_OPTIONS.find((o) => o.value === v)?.value ?? 'all' })}
        />
      </Group>
      {facet.length > 0 || values.source ? (
        <Chip.Group
          value={values.source ?? ''}
          onChange={(v) => set({ source: typeof v === 'string' && v !== '' ? v : null })}
        >
          <Group gap="xs" aria-label={T.source} data-testid="kb-source-facet">
            {facet.map((f) => (
              <Chip key={f.value} value={f.value} size="xs">
                {`${kbSourceLabel(f.value)} (${f.count})`}
              </Chip>
            ))}
            {values.source ? (
              <Chip value="" size="xs" variant="outline">
                All sources
              </Chip>
            ) : null}
          </Group>
        </Chip.Group>
      ) : null}
    </>
  );
}
