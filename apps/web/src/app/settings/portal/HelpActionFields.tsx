import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES, type TPortalSettings, type TPortalSettingsInput } from '@trustfront/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';

const ACTIONS = {
  contactSupport: {
    label: MESSAGES.contactSupport,
    url: 'contactSupport.supportUrl',
    urlLabel: 'Support page URL',
    mailbox: 'supportMailbox',
    mailboxLabel: 'Support mailbox',
  },
  reportIssue: {
    label: MESSAGES.reportIssue,
    url: 'reportIssue.reportUrl',
    urlLabel: 'Report page URL',
    mailbox: 'securityMailbox',
    mailboxLabel: 'Security mailbox',
  },
} as const;

/** What a Help card button does: nothing (hidden from visitors), open a page, or write a mail. */
export function HelpActionFields({ action }: { action: keyof typeof ACTIONS }) {
  const { control, register, formState } = useFormContext<
    TPortalSettingsInput,
    unknown,
    TPortalSettings
  >();
  const a = ACTIONS[action];
  const onClick = useWatch({ control, name: `${action}.onClickAction` });
  const errors = formState.errors;
  const urlError =
    action === 'contactSupport'
      ? errors.contactSupport?.supportUrl?.message
      : errors.reportIssue?.reportUrl?.message;
  const labelId = `${action}-action-label`;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id={labelId}>
        {`'${a.label}' button`}
      </Text>
      <Controller
        control={control}
        name={`${action}.onClickAction`}
        render={({ field }) => (
          <SegmentedControl
            aria-labelledby={labelId}
            value={field.value}
            onChange={field.onChange}
            data={[
              { value: 'none', label: 'Hidden' },
              { value: 'url', label: 'Open a page' },
              { value: 'email', label: 'Send an e-mail' },
            ]}
            w="fit-content"
          />
        )}
      />
      <TextInput
        label={a.urlLabel}
        placeholder="https://"
        disabled={onClick !== 'url'}
        {...register(a.url)}
        error={urlError}
      />
      <TextInput
        label={a.mailboxLabel}
        placeholder="name@example.com"
        disabled={onClick !== 'email'}
        {...register(a.mailbox)}
        error={errors[a.mailbox]?.message}
      />
    </Stack>
  );
}
