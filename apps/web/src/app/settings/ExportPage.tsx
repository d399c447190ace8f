/**
 * /app/settings/export: the organisation's whole trust center as one archive, to keep or to move
 * to another server with `npm run org -- import` (docs/deploy.md, Moving an organisation).
 */
import { Button, Checkbox, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { organizationExportUrl } from '../../api/organization-export.ts';

export default function ExportPage() {
  const [personalData, setPersonalData] = useState(false);
  return (
    <Stack maw={640}>
      <Title order={2}>Export</Title>
      <Text>
        Download your whole Trust Center as one zip archive: products, cards, items, documents and
        images, the knowledge base, trust updates, settings, roles and staff members (without their
        passwords).
      </Text>
      <Text c="dimmed">
        The operator of a Trust Center server imports it as a new organisation, with every document
        unchanged.
      </Text>
      <Checkbox
        checked={personalData}
        onChange={(event) => setPersonalData(event.currentTarget.checked)}
        label="Include visitors' personal data"
        description="Accounts and their members, access requests, subscribers, comments, questionnaires, analytics, the audit log and mails."
      />
      {personalData ? (
        <List size="sm" c="dimmed">
          <List.Item>Keep the archive as safely as the Trust Center itself.</List.Item>
        </List>
      ) : null}
      <div>
        <Button component="a" href={organizationExportUrl(personalData)} download>
          Download archive
        </Button>
      </div>
    </Stack>
  );
}
