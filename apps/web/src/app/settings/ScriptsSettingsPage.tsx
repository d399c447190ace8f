/**
 * /app/settings/scripts: the organisation's scripts, each loaded on the portal only after the
 * visitor consents to its category, and its cookie banner (docs/portal.md, Page chrome), and
 * where they run at all. The server refuses an unsupported banner type; its message shows here.
 */
import {
  Alert,
  Button,
  Checkbox,
  Loader,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  COOKIE_BANNER_TYPE_LABELS,
  COOKIE_BANNER_TYPES,
  CONSENT_LABELS,
  SCRIPT_CATEGORY,
  SCRIPT_KEYS,
  scriptsReachNotice,
  type TCookieBanner,
  type TScripts,
} from '@trustfront/core';
import {
  useSaveScriptsSettings,
  useScriptsReach,
  useScriptsSettings,
} from '../../api/scripts-settings.ts';
import { ErrorPage } from '../../ui/ErrorPage.tsx';
import { SettingsForm } from '../ui/SettingsForm.tsx';
import { useSettingsDraft } from '../ui/use-settings-draft.ts';

const SCRIPT_LABELS = {
  hubspot: 'HubSpot portal id',
  google_ua: 'Google Analytics (UA) id',
  gtag: 'Google tag (gtag) id',
  gtm: 'Google Tag Manager id',
  intercom: 'Intercom app id',
} as const;

const NO_BANNER: TCookieBanner = { show: false, type: 'cookiebot' };
type BannerText = 'gtm_id' | 'cbid' | 'cookie_domain' | 'tenant_name' | 'cookie_script_path';
const BANNER_TEXTS: [BannerText, string][] = [
  ['cbid', 'Cookiebot id (cbid)'],
  ['tenant_name', 'OneTrust tenant'],
  ['gtm_id', 'Tag Manager id for the banner'],
  ['cookie_domain', 'Cookie domain'],
  ['cookie_script_path', 'Banner script path'],
];

function ScriptsForm({ saved }: { saved: TScripts }) {
  const save = useSaveScriptsSettings();
  const {
    draft: scripts,
    setDraft: setScripts,
    handleSubmit,
  } = useSettingsDraft(saved, save, 'Scripts settings saved');
  const banner = scripts.cookie_banner ?? NO_BANNER;
  const setBanner = (next: Partial<TCookieBanner>) =>
    setScripts({ ...scripts, cookie_banner: { ...banner, ...next } });
  return (
    <SettingsForm onSubmit={handleSubmit} error={save.error}>
      <Paper withBorder p="md">
        <Stack>
          <Title order={4}>Scripts</Title>
          {SCRIPT_KEYS.map((key) => (
            <TextInput
              key={key}
              label={SCRIPT_LABELS[key]}
              description={`Loads after consent to ${CONSENT_LABELS[SCRIPT_CATEGORY[key]]}`}
              value={scripts[key] ?? ''}
              onChange={(e) => setScripts({ ...scripts, [key]: e.currentTarget.value })}
            />
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack>
          <Title order={4}>Cookie banner</Title>
          <Switch
            label="Show the cookie banner"
            checked={banner.show}
            onChange={(e) => setBanner({ show: e.currentTarget.checked })}
          />
          <Select
            label="Banner type"
            data={COOKIE_BANNER_TYPES.map((type) => ({
              value: type,
              label: COOKIE_BANNER_TYPE_LABELS[type],
            }))}
            value={banner.type}
            onChange={(type) => type && setBanner({ type })}
            allowDeselect={false}
          />
          {BANNER_TEXTS.map(([key, label]) => (
            <TextInput
              key={key}
              label={label}
              value={banner[key] ?? ''}
              onChange={(e) => setBanner({ [key]: e.currentTarget.value || undefined })}
            />
          ))}
          <Checkbox
            label="Offer the cookie declaration (Cookiebot)"
            checked={banner.showDeclaration ?? false}
            onChange={(e) => setBanner({ showDeclaration: e.currentTarget.checked })}
          />
          <Checkbox
            label="Block cookies automatically"
            checked={banner.auto_block_enabled ?? false}
            onChange={(e) => setBanner({ auto_block_enabled: e.currentTarget.checked })}
          />
        </Stack>
      </Paper>
      <Button type="submit" loading={save.isPending} w="fit-content">
        Save
      </Button>
    </SettingsForm>
  );
}

const REACH_COLORS = { runs: 'blue', limited: 'yellow', nowhere: 'red' } as const;

/**
 * Where the scripts run, in plain words: only on the organisation's verified custom domain, or on
 * the shared address while the server holds it alone (docs/portal.md, Scripts and cookies).
 */
function ScriptsReachNotice() {
  const reach = useScriptsReach();
  if (!reach.data) return null;
  const notice = scriptsReachNotice(reach.data);
  return (
    <Alert
      color={REACH_COLORS[notice.tone]}
      title="Where your scripts run"
      data-testid="scripts-reach"
    >
      {notice.text}
    </Alert>
  );
}

export default function ScriptsSettingsPage() {
  const settings = useScriptsSettings();
  return (
    <Stack>
      <Title order={2}>Scripts and cookie banner</Title>
      <Text c="dimmed">
        Visitors choose which categories of cookies they allow; each script loads only after they
        consent to its category.
      </Text>
      <ScriptsReachNotice />
      {settings.isPending ? <Loader /> : null}
      {settings.isError ? <ErrorPage message={settings.error.message} /> : null}
      {settings.data ? <ScriptsForm saved={settings.data} /> : null}
    </Stack>
  );
}
