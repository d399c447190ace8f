/**
 * A list of trust center documents with a checkbox each and one for all: the rows the bulk type
 * change applies to. The selection is of items (a type belongs to the item). Without `onSelect`
 * the list is read-only: no checkboxes.
 */
import { Badge, Button, Checkbox, Table, Text } from '@mantine/core';
import type { TTrustCenterDocument } from '@trustfront/core';
import { EmptyTableRow } from '../../ui/EmptyTableRow.tsx';
import { SidewaysScroll } from '../../ui/SidewaysScroll.tsx';

export const documentKey = (d: TTrustCenterDocument) => `${d.itemUid}:${d.fileId}`;

export function DocumentTable(props: {
  documents: readonly TTrustCenterDocument[];
  selected: ReadonlySet<string>;
  /** Absent: a read-only list, without checkboxes. */
  onSelect?: (keys: Set<string>) => void;
  emptyMessage: string;
  /** Shows the product and card columns (the list of every card). */
  withCard?: boolean;
  /** Given: each row offers its document's versions (docs/documents.md, Versions). */
  onVersions?: (document: TTrustCenterDocument) => void;
}) {
  const { documents, selected, onSelect } = props;
  const allSelected = documents.length > 0 && documents.every((d) => selected.has(documentKey(d)));
  const toggle = (key: string) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelect?.(next);
  };
  const { onVersions } = props;
  const columns = (props.withCard ? 5 : 3) + (onSelect ? 1 : 0) + (onVersions ? 1 : 0);
  return (
    <SidewaysScroll minWidth={560} label="Documents">
      <Table striped data-testid="document-table">
        <Table.Thead>
          <Table.Tr>
            {onSelect ? (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select all documents"
                  checked={allSelected}
                  indeterminate={
                    !allSelected && documents.some((d) => selected.has(documentKey(d)))
                  }
                  onChange={() =>
                    onSelect(allSelected ? new Set() : new Set(documents.map(documentKey)))
                  }
                />
              </Table.Th>
            ) : null}
            <Table.Th>Document</Table.Th>
            <Table.Th>Item</Table.Th>
            {props.withCard ? (
              <>
                <Table.Th>Product</Table.Th>
                <Table.Th>Card</Table.Th>
              </>
            ) : null}
            <Table.Th>Type</Table.Th>
            {onVersions ? <Table.Th>Versions</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.length === 0 ? (
            <EmptyTableRow colSpan={columns} message={props.emptyMessage} />
          ) : null}
          {documents.map((d) => (
            <Table.Tr key={documentKey(d)} data-testid="document-row">
              {onSelect ? (
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${d.originalName}`}
                    checked={selected.has(documentKey(d))}
                    onChange={() => toggle(documentKey(d))}
                  />
                </Table.Td>
              ) : null}
              <Table.Td>
                <Text size="sm">{d.originalName}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{d.itemTitle}</Text>
              </Table.Td>
              {props.withCard ? (
                <>
                  <Table.Td>{d.productName}</Table.Td>
                  <Table.Td>{d.cardTitle}</Table.Td>
                </>
              ) : null}
              <Table.Td>
                {d.type ? (
                  <Badge variant="light" data-testid="document-type">
                    {d.type}
                  </Badge>
                ) : null}
              </Table.Td>
              {onVersions ? (
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => onVersions(d)}
                    // The name begins with the words it shows (WCAG 2.5.3, docs/accessibility.md).
                    aria-label={`v${d.version}, versions of ${d.originalName}`}
                    data-testid="document-versions"
                  >
                    v{d.version}
                  </Button>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SidewaysScroll>
  );
}

/** The distinct items of the selected documents. */
export const selectedItems = (
  documents: readonly TTrustCenterDocument[],
  selected: ReadonlySet<string>,
): string[] => [
  ...new Set(documents.filter((d) => selected.has(documentKey(d))).map((d) => d.itemUid)),
];
