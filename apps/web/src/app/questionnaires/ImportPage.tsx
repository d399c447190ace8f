/**
 * /app/questionnaires/import: a customer's questionnaire dropped or chosen (XLSX, CSV or DOCX) is
 * sent to the server, which finds its questions; a file it refuses shows its reason here, a file
 * it takes opens its mapping (docs/questionnaires.md, Reviewing in the private app).
 */
import '@mantine/dropzone/styles.layer.css';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileSpreadsheet } from '../../ui/icons/icons.ts';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useImportQuestionnaire } from '../../api/questionnaire-workspace.ts';

export default function ImportPage() {
  const upload = useImportQuestionnaire();
  const navigate = useNavigate();
  const openRef = useRef<() => void>(null);
  const send = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (imported) => void navigate(`/app/questionnaires/${imported.id}/mapping`),
    });
  };
  return (
    <Stack maw={720}>
      <Anchor component={Link} to="/app/questionnaires" size="sm">
        Back to questionnaires
      </Anchor>
      <Title order={2}>Import a questionnaire</Title>
      <Text c="dimmed">
        An Excel workbook (XLSX), a CSV file or a Word document (DOCX) with its questions in tables.
        The questions are found on each sheet; you check what was found before drafting.
      </Text>
      {/* Every file goes to the server, which says why it refuses one. */}
      <Dropzone
        onDrop={(files) => send(files[0])}
        multiple={false}
        loading={upload.isPending}
        // The area takes a dropped file; the button inside it opens the file chooser, so that
        // the one control a keyboard or a screen reader meets is a plain button.
        activateOnClick={false}
        activateOnKeyboard={false}
        openRef={openRef}
        inputProps={{ 'aria-label': 'Questionnaire file' }}
        data-testid="questionnaire-dropzone"
      >
        <Group justify="center" gap="md" mih={140} wrap="wrap" style={{ pointerEvents: 'none' }}>
          <IconFileSpreadsheet size={40} stroke={1.5} aria-hidden />
          <div>
            <Text size="lg">Drop the questionnaire here</Text>
            <Text size="sm" c="dimmed">
              XLSX, CSV or DOCX
            </Text>
          </div>
          <Button
            variant="light"
            style={{ pointerEvents: 'all' }}
            onClick={() => openRef.current?.()}
          >
            Choose a file
          </Button>
        </Group>
      </Dropzone>
      {upload.error ? (
        <Alert color="red" role="alert" title="This file could not be imported">
          {upload.error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
