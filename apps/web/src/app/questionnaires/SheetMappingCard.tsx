/** One sheet's mapping: its header row and the columns of ids, questions, answers and comments. */
import {
  Badge,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TSheetMapping } from '@trustfront/core';

/** What staff set on a sheet (the server counts the questions and reads the answer options). */
export type SheetDraft = Omit<TSheetMapping, 'questions' | 'answerOptions'>;
type ColumnKey = 'idColumn' | 'questionColumn' | 'answerColumn' | 'commentColumn';

const COLUMNS: readonly { key: ColumnKey; label: string }[] = [
  { key: 'idColumn', label: 'Question id column' },
  { key: 'questionColumn', label: 'Question column' },
  { key: 'answerColumn', label: 'Answer column' },
  { key: 'commentColumn', label: 'Comment column' },
];

/** A to Z, and any further column a sheet already names (AA, AB, …). */
const LETTERS = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
const lettersFor = (sheet: SheetDraft) =>
  [
    ...new Set([
      ...LETTERS,
      ...COLUMNS.map(({ key }) => sheet[key]).filter((c): c is string => c !== null),
    ]),
  ].sort((a, b) => a.length - b.length || a.localeCompare(b));

export const questionsFound = (n: number) => `${n} ${n === 1 ? 'question' : 'questions'} found`;

export function SheetMappingCard({
  sheet,
  found,
  answerOptions,
  editable,
  onChange,
}: {
  sheet: SheetDraft;
  /** The questions the saved mapping finds. */
  found: number;
  answerOptions: string[] | null;
  editable: boolean;
  onChange: (sheet: SheetDraft) => void;
}) {
  const letters = lettersFor(sheet);
  return (
    <Paper withBorder p="md" component="section" aria-label={`Sheet ${sheet.name}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {sheet.name}
          </Title>
          <Badge variant="light" color={found > 0 ? 'blue' : 'gray'} data-testid="sheet-count">
            {questionsFound(found)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
          <NumberInput
            label="Header row"
            min={1}
            allowDecimal={false}
            disabled={!editable}
            value={sheet.headerRow ?? ''}
            onChange={(value) =>
              onChange({ ...sheet, headerRow: typeof value === 'number' ? value : null })
            }
          />
          {COLUMNS.map(({ key, label }) => (
            <Select
              key={key}
              label={label}
              data={letters}
              value={sheet[key]}
              clearable
              searchable
              disabled={!editable}
              placeholder="None"
              onChange={(value) => onChange({ ...sheet, [key]: value })}
            />
          ))}
        </SimpleGrid>
        {answerOptions?.length ? (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Answer options:
            </Text>
            {answerOptions.map((option) => (
              <Badge key={option} variant="outline" color="gray">
                {option}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
