import { Alert, Badge, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TAiSettingsAnswer } from '@trustfront/core';
import { useAiSettings, useSaveAiSettings } from '../../api/ai-settings.ts';
import { ErrorPage } from '../../ui/ErrorPage.tsx';

const toInput = (s: TAiSettingsAnswer) => ({
  enableAiOnTrustCenter: s.enableAiOnTrustCenter,
  instantMemberDrafts: s.instantMemberDrafts,
  products: s.products.map((p) => ({ productId: p.productId, genAiEnabled: p.genAiEnabled })),
});

/**
 * Ask AI settings: AI on the trust center (without it the portal shows the plain search), each
 * product's Generative AI switch, questionnaire answers sent to members at once, the plan's AI feature and the answerer in use.
 */
export default function AiSettingsPage() {
  const settings = useAiSettings();
  const save = useSaveAiSettings();
  if (settings.isPending) return <Loader />;
  if (settings.isError) return <ErrorPage message={settings.error.message} />;
  const s = settings.data;
  const change = (next: ReturnType<typeof toInput>) =>
    save.mutate(next, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Ask AI settings saved' }),
    });
  return (
    <Stack maw={720}>
      <Title order={2}>Ask AI</Title>
      {save.isError ? <Alert color="red">{save.error.message}</Alert> : null}
      <Paper withBorder p="md">
        <Stack>
          <Switch
            label="AI on the trust center"
            description="Offer the Search / Ask AI form on the portal; without it visitors get the plain search list."
            checked={s.enableAiOnTrustCenter}
            onChange={(e) =>
              change({ ...toInput(s), enableAiOnTrustCenter: e.currentTarget.checked })
            }
          />
          <Switch
            label="Send members high-confidence drafts at once"
            description="Members who send a questionnaire read at once the answers drafted with high confidence from what they may see; the others after your review."
            checked={s.instantMemberDrafts}
            onChange={(e) =>
              change({ ...toInput(s), instantMemberDrafts: e.currentTarget.checked })
            }
          />
          {s.products.map((p) => (
            <Switch
              key={p.productId}
              label={`Generative AI for ${p.name}`}
              description="Account members may ask questions about this product."
              checked={p.genAiEnabled}
              onChange={(e) => {
                const genAiEnabled = e.currentTarget.checked;
                change({
                  ...toInput(s),
                  products: toInput(s).products.map((x) =>
                    x.productId === p.productId ? { ...x, genAiEnabled } : x,
                  ),
                });
              }}
            />
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Group gap="xs">
            <Text fw={500}>Plan</Text>
            <Badge variant="light">{s.plan}</Badge>
            <Badge color={s.planHasAi ? 'green' : 'gray'} data-testid="plan-ai">
              {s.planHasAi ? 'AI feature included' : 'AI feature not included'}
            </Badge>
          </Group>
          <Text size="sm" data-testid="answerer">
            {s.answerer.kind === 'model'
              ? `Answers come from the language model ${s.answerer.model ?? ''} at ${s.answerer.host ?? ''}, given only the published passages the visitor may see.`
              : 'Answers are extracted from the published passages the visitor may see (no language model configured).'}
          </Text>
          <Text size="sm" c="dimmed">
            Documents searchable: {s.documents.indexed} of {s.documents.total}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
