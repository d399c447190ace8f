/**
 * A re-orderable list (docs/editing.md, Ordering): drag a row by its handle, or focus the handle
 * and use Space and the arrow keys (dnd-kit's keyboard sensor), or the row's menu (Move to top,
 * Move up, Move down, Move to bottom, and any extra entries of the row).
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  sortableKeyboardCoordinates,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconDotsVertical, IconGripVertical } from '../../ui/icons/icons.ts';
import { ADMIN_MESSAGES as M, moveInList, type ListMove } from '@trustfront/core';
import type { ReactNode } from 'react';

export interface SortableRow {
  id: string;
  label: string;
  /** Extra entries of the row's menu (Separate, Combine, Featured …). */
  extra?: { label: string; onClick: () => void }[];
  /** Shown after the label (e.g. a 'Hidden' badge). */
  aside?: ReactNode;
}

function Row({
  row,
  index,
  count,
  onMove,
}: {
  row: SortableRow;
  index: number;
  count: number;
  onMove: (move: ListMove) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
  });
  const moves: [ListMove, string, boolean][] = [
    ['top', M.moveToTop, index === 0],
    ['up', M.moveUp, index === 0],
    ['down', M.moveDown, index === count - 1],
    ['bottom', M.moveToBottom, index === count - 1],
  ];
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      data-testid="sortable-row"
      data-dragging={isDragging || undefined}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Drag ${row.label}`}
          {...attributes}
          {...listeners}
          style={{ cursor: 'grab' }}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Text size="sm" style={{ flex: 1 }}>
          {row.label}
        </Text>
        {row.aside}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Move ${row.label}`}>
              <IconDotsVertical size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {moves.map(([move, label, disabled]) => (
              <Menu.Item key={move} disabled={disabled} onClick={() => onMove(move)}>
                {label}
              </Menu.Item>
            ))}
            {row.extra?.map((e) => (
              <Menu.Item key={e.label} onClick={e.onClick}>
                {e.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}

export function SortableList({
  rows,
  onChange,
}: {
  rows: readonly SortableRow[];
  onChange: (ids: string[]) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = rows.map((r) => r.id);
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap="xs">
          {rows.map((row, index) => (
            <Row
              key={row.id}
              row={row}
              index={index}
              count={rows.length}
              onMove={(move) => onChange(moveInList(ids, index, move))}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
