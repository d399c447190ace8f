/**
 * /app/settings/languages: which languages the portal is offered in and its default, and staff's
 * texts in the other languages (docs/languages.md). A text left empty shows the default
 * language's on the portal.
 */
import {
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  type TLanguage,
  type TLanguageSettings,
  type TTranslatableText,
} from '@trustfront/core';
import { useState } from 'react';
import {
  useLanguageSettings,
  useSaveLanguageSettings,
  useSaveTranslations,
  useTranslations,
} from '../../api/languages.ts';
import { ErrorPage } from '../../ui/ErrorPage.tsx';
import { TablePager } from '../../ui/table-pager.tsx';
import { SettingsForm } from '../ui/SettingsForm.tsx';
import { useSettingsDraft } from '../ui/use-settings-draft.ts';

/** Texts shown a page at a time: a demo offers a few hundred. */
const TEXTS_PER_PAGE = 20;

const FIELD_LABELS: Record<string, string> = {
  overview: 'Overview text',
  displayText: 'Card text',
  title: 'Title',
  explanation: 'Explanation',
  message: 'Trust update',
  text: 'NDA text',
};

function LanguagesForm({ saved }: { saved: TLanguageSettings }) {
  const save = useSaveLanguageSettings();
  const {
    draft: settings,
    setDraft: setSettings,
    handleSubmit,
  } = useSettingsDraft(saved, save, 'Language settings saved');
  return (
    <SettingsForm onSubmit={handleSubmit} error={save.error}>
      <Paper withBorder p="md">
        <Stack>
          <Checkbox.Group
            label="Offered languages"
            description="The portal's language menu offers these; readers get the first their browser accepts."
            value={settings.offered}
            onChange={(offered) => setSettings({ ...settings, offered: offered as TLanguage[] })}
          >
            <Group mt="xs">
              {LANGUAGES.map((l) => (
                <Checkbox key={l} value={l} label={LANGUAGE_NAMES[l]} data-testid={`offer-${l}`} />
              ))}
            </Group>
          </Checkbox.Group>
          <Select
            label="Default language"
            description="The language of your own texts, and of the portal where a text is not translated."
            data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            value={settings.defaultLanguage}
            onChange={(value) =>
              value && setSettings({ ...settings, defaultLanguage: value as TLanguage })
            }
            allowDeselect={false}
          />
        </Stack>
      </Paper>
      <Button type="submit" loading={save.isPending} w="fit-content">
        Save
      </Button>
    </SettingsForm>
  );
}

/** One text: the original and its translation, saved on its own. */
function TranslationRow({ text, language }: { text: TTranslatableText; language: TLanguage }) {
  const save = useSaveTranslations();
  const [value, setValue] = useState(text.translation);
  const handleSave = () =>
    save.mutate(
      {
        entity: text.entity,
        entityId: text.entityId,
        language,
        texts: { [text.field]: value },
      },
      {
        onSuccess: () => notifications.show({ color: 'green', message: 'Translation saved' }),
      },
    );
  const label = `${text.label} · ${FIELD_LABELS[text.field] ?? text.field}`;
  return (
    <Paper withBorder p="sm" data-testid={`translation-${text.entityId}-${text.field}`}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {text.original}
        </Text>
        <Textarea
          aria-label={`${label} (${LANGUAGE_NAMES[language]})`}
          autosize
          minRows={1}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={save.error?.message}
        />
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          loading={save.isPending}
          onClick={handleSave}
        >
          Save translation
        </Button>
      </Stack>
    </Paper>
  );
}

function Translations({ settings }: { settings: TLanguageSettings }) {
  const others = settings.offered.filter((l) => l !== settings.defaultLanguage);
  const [chosen, setChosen] = useState<TLanguage | null>(others[0] ?? null);
  const language = chosen && others.includes(chosen) ? chosen : (others[0] ?? null);
  const texts = useTranslations(language);
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const needle = term.trim().toLowerCase();
  const found = (texts.data?.texts ?? []).filter(
    (text) =>
      needle === '' ||
      text.label.toLowerCase().includes(needle) ||
      text.original.toLowerCase().includes(needle),
  );
  const lastPage = Math.max(1, Math.ceil(found.length / TEXTS_PER_PAGE));
  const shownPage = Math.min(page, lastPage);
  const shown = found.slice((shownPage - 1) * TEXTS_PER_PAGE, shownPage * TEXTS_PER_PAGE);
  if (!language) {
    return <Text c="dimmed">Offer another language to translate your texts into it.</Text>;
  }
  return (
    <Stack>
      <Select
        label="Translate into"
        data={others.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
        value={language}
        onChange={(value) => value && setChosen(value as TLanguage)}
        allowDeselect={false}
        maw={320}
      />
      {texts.isPending ? <Loader /> : null}
      {texts.isError ? <ErrorPage message={texts.error.message} /> : null}
      <TextInput
        label="Search texts"
        placeholder="A card, an item or words of the text"
        value={term}
        onChange={(event) => {
          setTerm(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {texts.data && found.length === 0 ? (
        <Text c="dimmed">No text matches your search.</Text>
      ) : null}
      {shown.map((text) => (
        <TranslationRow
          key={`${language}:${text.entity}:${text.entityId}:${text.field}`}
          text={text}
          language={language}
        />
      ))}
      {found.length > TEXTS_PER_PAGE ? (
        <TablePager
          page={shownPage}
          pageSize={TEXTS_PER_PAGE}
          total={found.length}
          shown={shown.length}
          onChange={setPage}
        />
      ) : null}
    </Stack>
  );
}

export default function LanguagesSettingsPage() {
  const settings = useLanguageSettings();
  return (
    <Stack>
      <Title order={2}>Languages</Title>
      <Text c="dimmed">
        The portal speaks English, German and French. Choose which of them your readers may pick,
        and give your own texts in each.
      </Text>
      {settings.isPending ? <Loader /> : null}
      {settings.isError ? <ErrorPage message={settings.error.message} /> : null}
      {settings.data ? (
        <>
          <LanguagesForm key={settings.data.offered.join()} saved={settings.data} />
          <Title order={3}>Translations</Title>
          <Translations settings={settings.data} />
        </>
      ) : null}
    </Stack>
  );
}
