/**
 * The import dialog (docs/import.md, In the app): a CSV or XLSX file chosen or dropped is read by
 * the server into a preview of its rows, each row with an error highlighted and every error
 * listed by row and column, and the file's columns the import does not read named; 'Import N
 * rows' stays disabled while any error is left, and imports every row or none. A result that says
 * where the columns went (or the access the entries got) stays in the dialog until it is closed.
 */
import { Alert, Button, Group, Loader, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { QueryKey } from '@tanstack/react-query';
import {
  ADMIN_MESSAGES,
  IMPORT_COLUMNS,
  IMPORT_MESSAGES as M,
  IMPORT_TEXTS as T,
  importErrorText,
  type ImportKind,
  type TImportResult,
} from '@trustfront/core';
import { useState } from 'react';
import { useImportFile, useImportPreview } from '../../api/imports.ts';
import { FileDrop } from '../../ui/FileDrop.tsx';
import { hasSummary, ImportSummary } from './ImportSummary.tsx';

/** Rows the preview table shows; the errors list names every row. */
const SHOWN_ROWS = 200;
const SHOWN_ERRORS = 100;

export interface ImportDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  kind: ImportKind;
  url: string;
  /** The queries the import changes. */
  invalidate: readonly QueryKey[];
  /** Said above the file: what the import does beyond the columns (the access entries get). */
  notice?: string;
}

function columnsHelp(kind: ImportKind) {
  const columns = IMPORT_COLUMNS[kind];
  const names = (required: boolean) =>
    columns
      .filter((c) => c.required === required)
      .map((c) => c.label)
      .join(', ');
  return T.columnsHelp(names(true), names(false));
}

export default function ImportDialog(props: ImportDialogProps) {
  const preview = useImportPreview(props.url);
  const run = useImportFile(props.url, props.invalidate);
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState<TImportResult | null>(null);
  const data = preview.data;
  const errorRows = new Set(data?.errors.map((e) => e.row));
  const canImport = Boolean(file && data && data.errors.length === 0 && data.rows.length > 0);

  const handleFile = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    setFile(chosen);
    setDone(null);
    run.reset();
    preview.mutate(chosen);
  };
  const handleClose = () => {
    setFile(null);
    setDone(null);
    preview.reset();
    run.reset();
    props.onClose();
  };
  const handleImport = () => {
    if (!file) return;
    // The promise, not mutate's callbacks: the import refreshes the portal view, which may mount
    // the card's editor again before the import answers, and mutate's callbacks would be dropped.
    void run.mutateAsync(file).then(
      (result) => {
        if (hasSummary(result)) {
          setFile(null);
          preview.reset();
          setDone(result);
          return;
        }
        notifications.show({ color: 'green', message: M.imported(result.imported) });
        handleClose();
      },
      () => undefined,
    );
  };

  return (
    <Modal
      opened={props.opened}
      onClose={() => (run.isPending ? undefined : handleClose())}
      title={props.title}
      size="xl"
    >
      <Stack data-testid="import-dialog">
        <Text size="sm" c="dimmed">
          {columnsHelp(props.kind)}
        </Text>
        {props.notice ? (
          <Alert color="blue" data-testid="import-notice">
            {props.notice}
          </Alert>
        ) : null}
        {done ? <ImportSummary result={done} /> : null}
        <FileDrop
          label={file ? file.name : T.dropFile}
          button={T.chooseFile}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onFiles={handleFile}
        />
        {preview.isPending ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{T.reading}</Text>
          </Group>
        ) : null}
        {preview.isError ? <Alert color="red">{preview.error.message}</Alert> : null}
        {data && data.errors.length > 0 ? (
          <Alert color="red" title={T.fixErrors(data.errors.length)} data-testid="import-errors">
            <Stack gap={2}>
              {data.errors.slice(0, SHOWN_ERRORS).map((e) => (
                <Text size="sm" key={`${e.row}:${e.column}:${e.message}`}>
                  {importErrorText(e)}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        {data && data.errors.length === 0 ? (
          <Text size="sm" c="green">
            {T.noErrors}
          </Text>
        ) : null}
        {data && data.ignored.length > 0 ? (
          <Text size="sm" c="dimmed" data-testid="import-ignored">
            {T.ignoredColumns(data.ignored)}
          </Text>
        ) : null}
        {data ? (
          <ScrollArea.Autosize mah={360} type="auto">
            <Table striped withTableBorder miw={560} data-testid="import-preview">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{T.row}</Table.Th>
                  {data.columns.map((c) => (
                    <Table.Th key={c.key}>{c.header ?? c.label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.slice(0, SHOWN_ROWS).map((r) => {
                  const bad = errorRows.has(r.row);
                  return (
                    <Table.Tr
                      key={r.row}
                      data-error={bad || undefined}
                      bg={bad ? 'var(--mantine-color-red-light)' : undefined}
                    >
                      <Table.Td>{r.row}</Table.Td>
                      {data.columns.map((c) => (
                        <Table.Td key={c.key} style={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                          {r.values[c.key] ?? ''}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        ) : null}
        {run.isError ? <Alert color="red">{run.error.message}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={handleClose} disabled={run.isPending}>
            {done ? T.done : ADMIN_MESSAGES.cancel}
          </Button>
          {done ? null : (
            <Button onClick={handleImport} disabled={!canImport} loading={run.isPending}>
              {T.importRows(data?.rows.length ?? 0)}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
