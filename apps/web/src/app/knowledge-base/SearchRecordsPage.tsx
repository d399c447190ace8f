import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  IMPORT_TEXTS,
  SEARCH_RECORD_KINDS,
  SEARCH_RECORD_SCHEMAS,
  type ListFields,
  type SearchRecordKind,
} from '@trustfront/core';
import { useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useLocation } from 'react-router';
import {
  useSearchRecordMutations,
  useSearchRecords,
  type SearchRecord,
} from '../../api/search-records.ts';
import { IMPORT_URLS } from '../../api/imports.ts';
import { LazyImportDialog } from '../../shared/imports/lazy-import-dialog.ts';
import { StaffTable } from '../ui/StaffTable.tsx';
import { useStaffList } from '../ui/use-staff-list.ts';
import { RECORD_PAGES, shownValue } from './search-record-fields.ts';

type Values = Record<string, string>;

const EMPTY: SearchRecord[] = [];

function RecordForm({
  kind,
  record,
  onDone,
}: {
  kind: SearchRecordKind;
  record: SearchRecord | null;
  onDone: () => void;
}) {
  const page = RECORD_PAGES[kind];
  const { save } = useSearchRecordMutations(kind);
  const form = useForm<Values>({
    resolver: zodResolver(SEARCH_RECORD_SCHEMAS[kind].input) as unknown as Resolver<Values>,
    defaultValues: Object.fromEntries(
      page.fields.map((f) => [f.name, record?.[f.name] ?? f.initial]),
    ),
  });
  const submit = form.handleSubmit((values) =>
    save.mutate({ id: record?.id ?? null, body: values }, { onSuccess: onDone }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {page.fields.map((field) => {
          const error = form.formState.errors[field.name]?.message;
          if (field.input === 'select') {
            return (
              <Controller
                key={field.name}
                control={form.control}
                name={field.name}
                render={({ field: f }) => (
                  <Select
                    label={field.label}
                    data={field.options ?? []}
                    value={f.value ?? null}
                    onChange={(v) => f.onChange(v ?? field.initial)}
                    allowDeselect={false}
                    error={error}
                  />
                )}
              />
            );
          }
          const Input = field.input === 'textarea' ? Textarea : TextInput;
          return (
            <Input
              key={field.name}
              label={field.label}
              autosize={field.input === 'textarea' ? true : undefined}
              minRows={field.input === 'textarea' ? 3 : undefined}
              {...form.register(field.name)}
              error={error}
            />
          );
        })}
        {save.error ? <Alert color="red">{save.error.message}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /app/knowledge-base/controls, /facts and /webpages: what reviewers' searches find besides
 * cards and FAQs. Each record is listed, added and edited in a dialog, and deleted.
 */
export default function SearchRecordsPage() {
  const segment = useLocation().pathname.split('/').filter(Boolean).pop() ?? '';
  const kind = SEARCH_RECORD_KINDS.find((k) => k === segment) ?? 'facts';
  const page = RECORD_PAGES[kind];
  const records = useSearchRecords(kind);
  const { remove } = useSearchRecordMutations(kind);
  const [editing, setEditing] = useState<SearchRecord | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const listed = page.fields.filter((f) => f.listed);
  const fields = useMemo((): ListFields<SearchRecord> => {
    const shown = page.fields.filter((f) => f.listed);
    return {
      searchText: (record) => shown.map((f) => shownValue(f, record[f.name])),
      sortValues: Object.fromEntries(
        shown.map((f) => [f.name, (record: SearchRecord) => shownValue(f, record[f.name])]),
      ),
    };
  }, [page]);
  const list = useStaffList(records.data ?? EMPTY, fields);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{page.title}</Title>
        <Group gap="xs">
          {kind === 'controls' ? (
            <Button variant="default" onClick={() => setImporting(true)}>
              {IMPORT_TEXTS.importButton}
            </Button>
          ) : null}
          <Button onClick={() => setEditing('new')}>Add {page.singular}</Button>
        </Group>
      </Group>
      <Text c="dimmed">{page.intro}</Text>
      {remove.error ? <Alert color="red">{remove.error.message}</Alert> : null}
      <StaffTable
        columns={[...listed.map((f) => ({ label: f.label, sortKey: f.name })), null]}
        loading={records.isPending}
        error={records.error}
        empty={records.data?.length === 0}
        emptyMessage={`No ${page.title.toLowerCase()} yet. Add a ${page.singular} for reviewers' searches to find.`}
        searchLabel={page.title.toLowerCase()}
        {...list.table}
      >
        {list.rows.map((record) => (
          <Table.Tr key={record.id} data-testid="record-row">
            {listed.map((f) => (
              <Table.Td key={f.name}>{shownValue(f, record[f.name])}</Table.Td>
            ))}
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="default" onClick={() => setEditing(record)}>
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => remove.mutate(record.id)}
                >
                  Delete
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? `Add ${page.singular}` : `Edit ${page.singular}`}
        size="lg"
      >
        {editing !== null ? (
          <RecordForm
            kind={kind}
            record={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      {kind === 'controls' ? (
        <LazyImportDialog
          opened={importing}
          onClose={() => setImporting(false)}
          title={IMPORT_TEXTS.importControls}
          kind="controls"
          url={IMPORT_URLS.controls}
          invalidate={[['app', 'search-records', 'controls']]}
        />
      ) : null}
    </Stack>
  );
}
