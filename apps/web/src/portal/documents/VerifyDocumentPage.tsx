/**
 * The portal's 'Verify a document' page, `{base}/verify` (docs/documents.md, Verify a document):
 * its own chunk, loaded only when the page is opened. What the server names depends on the
 * caller, as on the rest of the portal. Below, signed answers are verified: a filled questionnaire
 * or a copied Ask AI answer (docs/questionnaires.md, Signed answers).
 */
import { Anchor, Divider, Stack, Text, Title } from '@mantine/core';
import { VERIFY_TEXTS as T } from '@trustfront/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { callerQuery, toQuery } from '../../api/client.ts';
import { VerifyDocumentForm } from '../../shared/documents/VerifyDocumentForm.tsx';
import { usePortal } from '../portal-context.tsx';
import { VerifySignedForm } from './VerifySignedForm.tsx';

export default function VerifyDocumentPage() {
  const { orgSlug, basePath, view, accountId, permissionProfileId } = usePortal();
  const query = toQuery(callerQuery({ mode: view.mode, accountId, permissionProfileId }));
  useEffect(() => {
    const title = document.title;
    document.title = `${T.title} · ${view.customization.portalTitle || view.org.name}`;
    return () => {
      document.title = title;
    };
  }, [view]);
  return (
    <Stack gap="md" maw={720} w="100%" mx="auto" data-testid="verify-page">
      <Anchor component={Link} to={basePath || '/'} size="sm">
        {T.back}
      </Anchor>
      <Title order={1} size="h2">
        {T.title}
      </Title>
      <Text c="dimmed">{T.intro}</Text>
      <VerifyDocumentForm path={`/api/portal/${encodeURIComponent(orgSlug)}/verify${query}`} />
      <Divider my="md" />
      <VerifySignedForm path={`/api/portal/${encodeURIComponent(orgSlug)}/verify/signed${query}`} />
    </Stack>
  );
}
