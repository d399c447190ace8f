/**
 * The Subscribe popover (docs/updates.md, Subscriptions): an e-mail (required, 'This email is
 * invalid') and the optional terms box, validated by the route's own schema, sent with where it
 * was opened from (`subscribeSourceOf` the `source` parameter). Success closes it with
 * the 'check your inbox' snack; a failure shows the unknown-error snack (too many attempts say
 * so, in the reader's language) and is tracked.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SUBSCRIBE_FAILED_EVENT, ZSubscribeRequest, subscribeSourceOf } from '@trustfront/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AppError } from '../../../api/client.ts';
import { useErrorText, useValidationText } from '../../i18n/errors.ts';
import { useSubscribe } from '../../../api/subscriptions.ts';
import { trackEvent } from '../../../ui/track-event.ts';
import { useT } from '../../i18n/use-t.tsx';
import { usePortal } from '../../portal-context.tsx';

type SubscribeForm = z.input<typeof ZSubscribeRequest>;

export function SubscribeDialog(props: {
  opened: boolean;
  source: string | null;
  onClose: () => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const validationText = useValidationText();
  const { orgSlug, view } = usePortal();
  const subscribe = useSubscribe(orgSlug);
  const form = useForm<SubscribeForm, unknown, z.output<typeof ZSubscribeRequest>>({
    resolver: zodResolver(ZSubscribeRequest),
    defaultValues: { email: '', agree: false },
  });
  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await subscribe.mutateAsync({ ...values, source: subscribeSourceOf(props.source) });
      notifications.show({ color: 'green', message: t('subscribe.checkInbox') });
      form.reset();
      props.onClose();
    } catch (error) {
      trackEvent(SUBSCRIBE_FAILED_EVENT, { email: values.email });
      const isLimited = error instanceof AppError && error.code === 'rate_limited';
      notifications.show({
        color: 'red',
        message: isLimited ? errorText(error) : t('subscribe.unknownError'),
      });
    }
  });
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('subscribe.title')}
      centered
      closeButtonProps={{ 'aria-label': t('subscribe.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm">{t('subscribe.prompt', { org: view.org.name })}</Text>
          <TextInput
            label={t('subscribe.email')}
            type="email"
            autoComplete="email"
            data-autofocus
            error={validationText(form.formState.errors.email?.message)}
            {...form.register('email')}
          />
          <Checkbox label={t('subscribe.agree')} {...form.register('agree')} />
          <Button type="submit" loading={subscribe.isPending}>
            {t('subscribe.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
