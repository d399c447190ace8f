import { Checkbox, Group, Stack, TextInput } from '@mantine/core';
import {
  ACCESS_REQUEST_FIELD_KEYS,
  type AccessRequestFieldKey,
  type TPortalSettings,
  type TPortalSettingsInput,
} from '@trustfront/core';
import { Controller, useFormContext } from 'react-hook-form';

const FIELD_NAMES: Record<AccessRequestFieldKey, string> = {
  customCheckbox: 'Custom checkbox (required when shown)',
  countriesDropdown: 'Country',
  relationshipDropdown: 'Relationship',
  jobTitleTextField: 'Job title',
  pointOfContactField: 'Point of contact',
  accountMemberRequestProducts: 'Products to request',
};

/** Which optional fields the access request form shows, each with the label visitors read. */
export function AccessRequestFieldsEditor() {
  const { control, register, formState } = useFormContext<
    TPortalSettingsInput,
    unknown,
    TPortalSettings
  >();
  return (
    <Stack gap="sm">
      {ACCESS_REQUEST_FIELD_KEYS.map((key) => (
        <Group key={key} align="flex-start" wrap="nowrap">
          <Controller
            control={control}
            name={`accessRequestFields.${key}.enabled`}
            render={({ field }) => (
              <Checkbox
                mt={30}
                w={260}
                label={FIELD_NAMES[key]}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
          <TextInput
            flex={1}
            label={`${FIELD_NAMES[key]}: label`}
            {...register(`accessRequestFields.${key}.label`)}
            error={formState.errors.accessRequestFields?.[key]?.label?.message}
          />
        </Group>
      ))}
    </Stack>
  );
}
