import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  accessRequestSchema,
  asksAgreement,
  AppError,
  COUNTRY_CODES,
  intlLocaleOf,
  RELATIONSHIPS,
  type TAccessRequest,
  type TAccessRequestForm,
  type TLanguage,
} from '@trustfront/core';
import { useMemo } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useRequestForm, useSubmitRequest } from '../../api/portal-access.ts';
import { useMessageT, useServerMessage } from '../i18n/messages.ts';
import { useLanguage, useT } from '../i18n/use-t.tsx';
import { formError, outcomeView, type AccessView } from './outcome.ts';

type RequestValues = Omit<TAccessRequest, 'agree'> & { agree: boolean };

/** What a request carries besides the form (docs/access.md, Request access). */
export type RequestHiddenFields = Pick<
  TAccessRequest,
  'itemUid' | 'itemKind' | 'statusPageCustomizationRevision'
>;

interface RequestTabProps {
  orgSlug: string;
  productId: string | null;
  email: string;
  inviteToken: string | null;
  hidden: RequestHiddenFields;
  onView: (view: AccessView) => void;
  onBack: () => void;
}

/** The countries by their names in the page's language, in its alphabetical order. */
const countryNames = (language: TLanguage) => {
  const locale = intlLocaleOf(language);
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (a, b) => a.label.localeCompare(b.label, locale),
  );
};

/** The Request Access tab: the request form with the organisation's configured fields. */
export function RequestTab(props: RequestTabProps) {
  const t = useT();
  const config = useRequestForm(props.orgSlug, props.inviteToken);
  if (config.isPending) return <Loader size="sm" />;
  if (config.isError) return <Alert color="red">{t('access.unknownError')}</Alert>;
  return <RequestForm {...props} config={config.data} />;
}

function RequestForm({
  orgSlug,
  productId,
  email,
  inviteToken,
  hidden,
  onView,
  onBack,
  config,
}: RequestTabProps & { config: TAccessRequestForm }) {
  const t = useT();
  const messageT = useMessageT('access.errors');
  const serverMessage = useServerMessage();
  const language = useLanguage();
  const submit = useSubmitRequest(orgSlug);
  const { fields, products } = config;
  const schema = useMemo(() => accessRequestSchema(fields, config), [fields, config]);
  const defaultProduct =
    products.find((p) => p.productId === productId)?.productId ?? products[0]?.productId ?? '';
  const form = useForm<RequestValues, unknown, TAccessRequest>({
    resolver: zodResolver(schema) as unknown as Resolver<RequestValues, unknown, TAccessRequest>,
    defaultValues: {
      email: email || config.invitedEmail || '',
      firstName: '',
      lastName: '',
      companyName: config.invitedCompanyName ?? '',
      agree: false,
      subscribe: false,
      productId: defaultProduct,
      source: 'trust_center',
      ...(inviteToken ? { invitedColleagueToken: inviteToken } : {}),
      // Only the fields present: an absent one is left out of the request, never sent empty.
      ...Object.fromEntries(Object.entries(hidden).filter(([, value]) => value !== undefined)),
    },
  });
  const errors = form.formState.errors;
  const countries = useMemo(
    () => (fields.countriesDropdown?.enabled ? countryNames(language) : []),
    [fields, language],
  );
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await submit.mutateAsync(values);
      onView({ kind: answer.status === 'Pending' ? 'sent' : 'check', email: values.email });
    } catch (error) {
      const view = outcomeView(error, values.email);
      const { key, message } = formError(error);
      if (view) onView(view);
      else if (error instanceof AppError && error.code === 'not_work_email') {
        form.setError('email', { message: serverMessage(key, message) });
      } else form.setError('root', { message: serverMessage(key, message) });
    }
  });
  const on = (key: keyof typeof fields) => fields[key]?.enabled === true;
  const label = (key: keyof typeof fields) => fields[key]?.label ?? '';
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('access.email')}
          type="email"
          autoComplete="email"
          {...form.register('email')}
          error={messageT(errors.email?.message)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('access.firstName')}
            autoComplete="given-name"
            {...form.register('firstName')}
            error={messageT(errors.firstName?.message)}
          />
          <TextInput
            label={t('access.lastName')}
            autoComplete="family-name"
            {...form.register('lastName')}
            error={messageT(errors.lastName?.message)}
          />
        </SimpleGrid>
        <TextInput
          label={t('access.companyName')}
          autoComplete="organization"
          {...form.register('companyName')}
          error={messageT(errors.companyName?.message)}
        />
        {on('jobTitleTextField') ? (
          <TextInput
            label={label('jobTitleTextField')}
            {...form.register('jobTitle')}
            error={messageT(errors.jobTitle?.message)}
          />
        ) : null}
        {on('pointOfContactField') ? (
          <TextInput
            label={label('pointOfContactField')}
            description={t('access.pointOfContactHint')}
            type="email"
            {...form.register('pointOfContact')}
            error={messageT(errors.pointOfContact?.message)}
          />
        ) : null}
        {on('relationshipDropdown') ? (
          <Controller
            control={form.control}
            name="relationshipDropdown"
            render={({ field }) => (
              <Select
                label={label('relationshipDropdown')}
                data={RELATIONSHIPS.map((r) => ({
                  value: r,
                  label: t(`access.relationships.${r}`),
                }))}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v ?? undefined)}
                error={messageT(errors.relationshipDropdown?.message)}
              />
            )}
          />
        ) : null}
        {on('countriesDropdown') ? (
          <Controller
            control={form.control}
            name="countriesDropdown"
            render={({ field }) => (
              <Select
                label={label('countriesDropdown')}
                data={countries}
                searchable
                value={field.value ?? null}
                onChange={(v) => field.onChange(v ?? undefined)}
                error={messageT(errors.countriesDropdown?.message)}
              />
            )}
          />
        ) : null}
        {on('accountMemberRequestProducts') ? (
          <Controller
            control={form.control}
            name="accountMemberRequestProducts"
            render={({ field }) => (
              <MultiSelect
                label={label('accountMemberRequestProducts')}
                data={products.map((p) => ({ value: p.productId, label: p.productName }))}
                value={field.value ?? []}
                onChange={field.onChange}
                error={messageT(errors.accountMemberRequestProducts?.message)}
              />
            )}
          />
        ) : null}
        {on('customCheckbox') ? (
          <Checkbox
            label={label('customCheckbox')}
            {...form.register('customCheckbox')}
            error={messageT(errors.customCheckbox?.message)}
          />
        ) : null}
        {asksAgreement(config) ? (
          <Stack gap={4}>
            <Checkbox
              label={t('access.agree')}
              {...form.register('agree')}
              error={messageT(errors.agree?.message)}
            />
            <Group gap="sm" pl="xl">
              {config.termsUrl ? (
                <Anchor href={config.termsUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('access.termsOfService')}
                </Anchor>
              ) : null}
              {config.privacyUrl ? (
                <Anchor
                  href={config.privacyUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                >
                  {t('access.privacyPolicy')}
                </Anchor>
              ) : null}
            </Group>
          </Stack>
        ) : null}
        <Checkbox label={t('access.subscribe')} {...form.register('subscribe')} />
        {errors.root?.message ? <Alert color="red">{errors.root.message}</Alert> : null}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('access.back')}
          </Button>
          <Button type="submit" loading={submit.isPending}>
            {t('access.submitRequest')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
