import { Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ICON_TYPES,
  LIMITS,
  PORTAL_SETTINGS_LIMITS,
  assetUrl,
  type TAssetRef,
  type TPortalSettingsAnswer,
} from '@trustfront/core';
import { usePortalImage, type PortalImageChange } from '../../../api/portal-settings.ts';

const MAX_MB = PORTAL_SETTINGS_LIMITS.imageMaxBytes / 1024 / 1024;
const HINT = `PNG, JPEG or SVG, at most ${MAX_MB}MB`;

/** One image: its preview (or 'None'), an upload button and a remove button. */
function ImageRow({
  label,
  hint,
  orgId,
  image,
  change,
  pending,
  onChange,
}: {
  label: string;
  hint: string;
  orgId: string;
  image: TAssetRef | null;
  change: Omit<PortalImageChange, 'file'>;
  pending: boolean;
  onChange: (change: PortalImageChange) => void;
}) {
  return (
    // On a phone the preview and its buttons go below the label, whole.
    <Group justify="space-between" gap="sm" data-testid={`portal-image-${label}`}>
      <Stack gap={2} style={{ flex: '1 1 220px' }}>
        <Text fw={500}>{label}</Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Stack>
      <Group gap="xs">
        {image ? (
          <Image
            src={assetUrl(orgId, image)}
            alt={`${label} preview`}
            h={40}
            w="auto"
            maw={140}
            fit="contain"
          />
        ) : (
          <Text size="sm" c="dimmed">
            None
          </Text>
        )}
        <FileButton
          accept={ICON_TYPES.join(',')}
          onChange={(file) => file && onChange({ ...change, file })}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              loading={pending}
              aria-label={`Upload ${label}`}
            >
              Upload
            </Button>
          )}
        </FileButton>
        {image ? (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            aria-label={`Remove ${label}`}
            onClick={() => onChange({ ...change, file: null })}
          >
            Remove
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}

/** The logo, favicon and each product's banner, saved as soon as chosen. */
export function PortalImages({ saved }: { saved: TPortalSettingsAnswer }) {
  const image = usePortalImage();
  const handleChange = (change: PortalImageChange) =>
    image.mutate(change, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: change.file ? 'Image saved' : 'Image removed',
        }),
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  const pendingFor = (kind: string, productId?: string) =>
    image.isPending && image.variables.kind === kind && image.variables.productId === productId;
  const row = { orgId: saved.orgId, onChange: handleChange };
  return (
    <Paper withBorder p="md" maw={720}>
      <Stack>
        <Title order={3}>Images</Title>
        <ImageRow
          {...row}
          label="Logo"
          hint={`Shown in the header, linking to your website. ${HINT}`}
          image={saved.images.logo}
          change={{ kind: 'logo' }}
          pending={pendingFor('logo')}
        />
        <ImageRow
          {...row}
          label="Favicon"
          hint={`The browser tab's icon. ${HINT}`}
          image={saved.images.favicon}
          change={{ kind: 'favicon' }}
          pending={pendingFor('favicon')}
        />
        {saved.products.map((product) => (
          <ImageRow
            {...row}
            key={product.productId}
            label={`${product.productName} banner`}
            hint={`Shown above the product's content, at most ${LIMITS.bannerMaxHeightPx} px high. ${HINT}`}
            image={product.banner}
            change={{ kind: 'banner', productId: product.productId }}
            pending={pendingFor('banner', product.productId)}
          />
        ))}
      </Stack>
    </Paper>
  );
}
