import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ZDomainRuleCreate,
  type ListFields,
  type TDomainRule,
  type TDomainRuleCreate,
} from '@trustfront/core';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { usePermissionProfiles } from '../../../api/permission-profiles.ts';
import { useDomainRuleMutations, useDomainRules } from '../../../api/staff-access.ts';
import { StaffTable } from '../../ui/StaffTable.tsx';
import { useStaffList } from '../../ui/use-staff-list.ts';

const EMPTY: TDomainRule[] = [];
const KIND_LABEL = { auto_approve: 'Approve automatically', blocked: 'Blocked' } as const;

/** /app/access-requests/domains: domains approved automatically (with a profile) or blocked. */
export default function DomainRulesPage() {
  const rules = useDomainRules();
  const profiles = usePermissionProfiles();
  const { save, remove } = useDomainRuleMutations();
  const form = useForm<TDomainRuleCreate>({
    resolver: zodResolver(ZDomainRuleCreate),
    defaultValues: { domain: '', kind: 'auto_approve', permissionProfileId: null },
  });
  const profileName = new Map((profiles.data ?? []).map((p) => [p.id, p.name]));
  const profileList = profiles.data;
  const fields = useMemo((): ListFields<TDomainRule> => {
    const names = new Map((profileList ?? []).map((p) => [p.id, p.name]));
    const profileOf = (rule: TDomainRule) =>
      rule.permissionProfileId ? (names.get(rule.permissionProfileId) ?? null) : null;
    return {
      searchText: (rule) => [rule.domain, KIND_LABEL[rule.kind], profileOf(rule)],
      sortValues: {
        domain: (rule) => rule.domain,
        kind: (rule) => KIND_LABEL[rule.kind],
        profile: profileOf,
      },
    };
  }, [profileList]);
  const list = useStaffList(rules.data ?? EMPTY, fields);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const submit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: () => form.reset() }),
  );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Domain rules</Title>
        <Anchor component={Link} to="/app/access-requests">
          Access requests
        </Anchor>
      </Group>
      <Text c="dimmed">
        Requests from an automatically approved domain are granted at once, with the profile chosen
        here (the default profile when none is chosen); requests from a blocked domain are refused.
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end">
          <TextInput
            label="Domain"
            placeholder="example.com"
            {...form.register('domain')}
            error={form.formState.errors.domain?.message}
          />
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Select
                label="Rule"
                data={[
                  { value: 'auto_approve', label: KIND_LABEL.auto_approve },
                  { value: 'blocked', label: KIND_LABEL.blocked },
                ]}
                value={field.value}
                onChange={(v) => field.onChange(v ?? 'auto_approve')}
                allowDeselect={false}
              />
            )}
          />
          {kind === 'auto_approve' ? (
            <Controller
              control={form.control}
              name="permissionProfileId"
              render={({ field }) => (
                <Select
                  label="Permission profile"
                  placeholder="Default profile"
                  clearable
                  data={(profiles.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
                  value={field.value ?? null}
                  onChange={field.onChange}
                />
              )}
            />
          ) : null}
          <Button type="submit" loading={save.isPending}>
            Add rule
          </Button>
        </Group>
      </form>
      {save.error ? <Alert color="red">{save.error.message}</Alert> : null}
      <StaffTable
        columns={[
          { label: 'Domain', sortKey: 'domain' },
          { label: 'Rule', sortKey: 'kind' },
          { label: 'Permission profile', sortKey: 'profile' },
          null,
        ]}
        loading={rules.isPending}
        error={rules.error}
        empty={rules.data?.length === 0}
        emptyMessage="No domain rules yet. Add a customer's domain to approve its requests automatically, or a domain to block."
        searchLabel="domain rules"
        {...list.table}
      >
        {list.rows.map((rule) => (
          <Table.Tr key={rule.id}>
            <Table.Td>{rule.domain}</Table.Td>
            <Table.Td>{KIND_LABEL[rule.kind]}</Table.Td>
            <Table.Td>
              {rule.kind === 'blocked'
                ? ''
                : rule.permissionProfileId
                  ? (profileName.get(rule.permissionProfileId) ?? '')
                  : 'Default profile'}
            </Table.Td>
            <Table.Td>
              <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(rule.id)}>
                Remove
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>
    </Stack>
  );
}
