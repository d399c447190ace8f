/**
 * The company picker (docs/editing.md, Company entries): searches the organisation's companies and
 * the bundled partners 200 ms after typing stops, and once more than one character is typed offers
 * 'Just use "…"' to take the typed name as a custom company.
 */
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  COMPANY_MESSAGES as M,
  COMPANY_SEARCH_DELAY_MS,
  offersCustomName,
  type TCompanyOption,
  type TCompanyPick,
} from '@trustfront/core';
import { useState } from 'react';
import { useCompanySearch } from '../../../api/companies.ts';
import { CompanyLogo } from '../../cards/CompanyLogo.tsx';

const CUSTOM = '\u0000custom';

function OptionRow({ option }: { option: TCompanyOption }) {
  return (
    <Group gap="sm" wrap="nowrap">
      {/* The logo's initials would begin the option's name. */}
      <span aria-hidden>
        <CompanyLogo company={option} size={24} />
      </span>
      <div>
        <Text size="sm">{option.name}</Text>
        {option.domain ? (
          <Text size="xs" c="dimmed">
            {option.domain}
          </Text>
        ) : null}
      </div>
    </Group>
  );
}

export function CompanyPicker({
  value,
  onChange,
  error,
  label = M.company,
}: {
  value: TCompanyPick | null;
  onChange: (pick: TCompanyPick | null) => void;
  error?: string | undefined;
  label?: string;
}) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value?.name ?? '');
  const [typed] = useDebouncedValue(text.trim(), COMPANY_SEARCH_DELAY_MS);
  const search = useCompanySearch(typed, combobox.dropdownOpened);
  const options = search.data?.companies ?? [];
  const exact = options.some((o) => o.name.toLowerCase() === typed.toLowerCase());
  const showCustom = offersCustomName(typed) && !exact;

  const handleSubmit = (id: string) => {
    const option = options.find((o) => o.companyId === id);
    const pick = option ? { companyId: option.companyId, name: option.name } : { name: typed };
    setText(pick.name);
    onChange(pick);
    combobox.closeDropdown();
  };

  return (
    // Inside the drawer's and the dialog's focus trap: a list in a portal would not get clicks.
    <Combobox store={combobox} onOptionSubmit={handleSubmit} withinPortal={false}>
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={M.searchPlaceholder}
          value={text}
          error={error}
          withAsterisk
          rightSection={search.isFetching ? <Loader size={14} /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (value) onChange(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
          {showCustom ? (
            <Combobox.Option value={CUSTOM}>
              <Text size="sm" fw={500}>
                {M.justUse(typed)}
              </Text>
            </Combobox.Option>
          ) : null}
          {options.map((option) => (
            <Combobox.Option value={option.companyId} key={option.companyId}>
              <OptionRow option={option} />
            </Combobox.Option>
          ))}
          {!showCustom && options.length === 0 && !search.isFetching ? (
            <Combobox.Empty>{M.noCompanies}</Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
