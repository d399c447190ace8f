/**
 * What an import wrote (docs/import.md, In the app): how many rows, each column read with the
 * field it filled and where its text went, the columns left out, and the access the entries got.
 */
import { Alert, List, Stack, Text } from '@mantine/core';
import { IMPORT_MESSAGES as M, IMPORT_TEXTS as T, type TImportResult } from '@trustfront/core';

/** Whether a result says more than its count: then the dialog shows it instead of closing. */
export const hasSummary = (result: TImportResult): boolean =>
  Boolean(result.columns?.length || result.ignored?.length || result.accessLevel === 'restricted');

export function ImportSummary({ result }: { result: TImportResult }) {
  return (
    <Alert color="green" title={M.imported(result.imported)} data-testid="import-summary">
      <Stack gap="xs">
        {result.accessLevel === 'restricted' ? (
          <Text size="sm">{T.importedRestricted(result.imported)}</Text>
        ) : null}
        {result.columns?.length ? (
          <div>
            <Text size="sm" fw={500}>
              {T.importedColumnsTitle}
            </Text>
            <List size="sm">
              {result.columns.map((c) => (
                <List.Item key={c.header}>{T.importedColumn(c)}</List.Item>
              ))}
            </List>
          </div>
        ) : null}
        {result.ignored?.length ? <Text size="sm">{T.ignoredColumns(result.ignored)}</Text> : null}
      </Stack>
    </Alert>
  );
}
