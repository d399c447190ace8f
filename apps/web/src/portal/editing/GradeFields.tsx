/**
 * A security grade entry in the drawer's edit form (docs/integrations.md, Security grades;
 * docs/editing.md, Security grades): the rating provider, Display Name, description, the provider's
 * link or domain and the grade on its scale; for the scorecard provider the grade is read-only and
 * filled by 'Get Grade'.
 */
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { GRADE_MESSAGES, GRADE_PROVIDERS, gradeFieldRules } from '@trustfront/core';
import { useState } from 'react';
import { AppError } from '../../api/client.ts';
import { fetchScorecardGrade } from '../../api/integrations.ts';
import type { DraftErrors, GradeDraft } from './card-editor-state.ts';

const PROVIDERS = GRADE_PROVIDERS.map((p) => ({ value: p.id, label: p.name }));

export function GradeFields({
  value,
  errors,
  onChange,
}: {
  value: GradeDraft;
  errors: DraftErrors;
  onChange: (next: GradeDraft) => void;
}) {
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const rules = gradeFieldRules(value.provider);
  const set = <K extends keyof GradeDraft>(key: K, next: GradeDraft[K]) =>
    onChange({ ...value, [key]: next });

  const handleGetGrade = async () => {
    setLooking(true);
    setLookupError(null);
    try {
      const found = await fetchScorecardGrade(value.url);
      onChange({ ...value, grade: found.grade });
    } catch (error) {
      setLookupError(error instanceof AppError ? error.message : String(error));
    } finally {
      setLooking(false);
    }
  };

  return (
    <Stack gap="xs" data-testid="grade-fields">
      <Group grow align="flex-start">
        <Select
          label="Rating provider"
          data={PROVIDERS}
          value={value.provider}
          allowDeselect={false}
          error={errors.provider}
          onChange={(provider) => provider && onChange({ ...value, provider, grade: '' })}
        />
        <TextInput
          label="Display Name"
          value={value.label}
          error={errors.label}
          onChange={(e) => set('label', e.currentTarget.value)}
        />
      </Group>
      <Textarea
        label="Description"
        autosize
        minRows={2}
        value={value.description}
        onChange={(e) => set('description', e.currentTarget.value)}
      />
      <Group grow align="flex-start">
        <TextInput
          label={rules?.urlLabel ?? 'Link'}
          placeholder={rules?.urlPlaceholder}
          withAsterisk={rules?.urlRequired}
          value={value.url}
          error={errors.url}
          onChange={(e) => {
            set('url', e.currentTarget.value);
            setLookupError(null);
          }}
        />
        <TextInput
          label="Grade"
          description={rules?.scaleHint}
          value={value.grade}
          readOnly={rules?.gradeReadOnly}
          error={lookupError ?? errors.grade}
          onChange={(e) => set('grade', e.currentTarget.value)}
        />
      </Group>
      {rules?.gradeReadOnly ? (
        <Group justify="flex-end">
          <Button
            variant="light"
            loading={looking}
            disabled={!value.url.trim()}
            onClick={() => void handleGetGrade()}
          >
            {GRADE_MESSAGES.getGradeButton}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
