/**
 * Tells staff that mails are not being sent (no SMTP_URL): shown on Home and on the Outbox, where
 * the links of kept mails can be copied (docs/staff.md, Mail delivery). Nothing while unknown.
 */
import { Alert, Anchor } from '@mantine/core';
import { MAIL_DELIVERY_MESSAGES } from '@trustfront/core';
import { Link } from 'react-router';
import { useMailDelivery } from '../../api/outbox.ts';

export function MailDeliveryBanner({ linkToOutbox }: { linkToOutbox: boolean }) {
  const delivery = useMailDelivery();
  if (delivery.data?.sends !== false) return null;
  return (
    <Alert color="yellow" title="Mails are kept, not sent" data-testid="mail-delivery-banner">
      {MAIL_DELIVERY_MESSAGES.notConfigured}{' '}
      {linkToOutbox ? (
        <Anchor component={Link} to="/app/outbox">
          Open the Outbox
        </Anchor>
      ) : null}
    </Alert>
  );
}
