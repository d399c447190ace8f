import { Table, Text } from '@mantine/core';

/** The one row of a table with nothing to list, saying why (no entries, nothing matches). */
export function EmptyTableRow({ colSpan, message }: { colSpan?: number; message: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text size="sm" c="dimmed" ta="center" py="md">
          {message}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
