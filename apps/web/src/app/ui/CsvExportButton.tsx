/**
 * 'Export CSV': writes the list a staff table shows (every page) to a CSV file the browser
 * downloads. The rows go through `toCsv` in core, which defuses cells a spreadsheet would run as
 * a formula.
 */
import { Alert, Button, Stack } from '@mantine/core';
import { IconDownload } from '../../ui/icons/icons.ts';
import { toCsv } from '@trustfront/core';
import { useState } from 'react';

export type CsvCellValue = string | number | boolean | null;

export interface CsvExport {
  /** The file's name, without the date the export adds. */
  fileName: string;
  header: readonly string[];
  /** The rows to write; a promise when they must be fetched first (a list the server pages). */
  rows: () => readonly (readonly CsvCellValue[])[] | Promise<readonly (readonly CsvCellValue[])[]>;
}

function download(fileName: string, text: string) {
  // A byte-order mark so that spreadsheets read the file as UTF-8.
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function CsvExportButton({ fileName, header, rows }: CsvExport) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const handleExport = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const today = new Date().toISOString().slice(0, 10);
      download(`${fileName}-${today}.csv`, toCsv(header, await rows()));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The export failed.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} align="flex-end">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={busy}
        onClick={() => void handleExport()}
      >
        Export CSV
      </Button>
      {failure ? (
        <Alert color="red" py={4}>
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}
