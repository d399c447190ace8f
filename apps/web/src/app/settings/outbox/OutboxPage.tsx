/**
 * /app/outbox: every mail the Trust Center wrote, newest first, with its delivery status; a mail
 * opens with its links to copy, its text and its HTML (in a sandboxed frame: no scripts, no
 * same-origin access), and may be sent again when the instance sends mails. The server pages the
 * outbox and takes no search or sort, so the table pages as the server does.
 */
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Drawer,
  Group,
  Loader,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import {
  MAIL_DELIVERY_MESSAGES,
  mailKindLabel,
  mailStatusLabel,
  type TOutboxMailDetail,
} from '@trustfront/core';
import { useState } from 'react';
import { useMailDelivery, useOutbox, useOutboxMail, useResendMail } from '../../../api/outbox.ts';
import { MailDeliveryBanner } from '../../ui/MailDeliveryBanner.tsx';
import { StaffTable } from '../../ui/StaffTable.tsx';

const PAGE_SIZE = 50;
const STATUS_COLORS: Record<string, string> = {
  sent: 'green',
  queued: 'blue',
  sending: 'blue',
  failed: 'red',
  kept: 'gray',
};
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** The mail's links, each with a Copy button, and Send again when the instance sends mails. */
function MailActions({ mail }: { mail: TOutboxMailDetail }) {
  const delivery = useMailDelivery();
  const resend = useResendMail();
  const sends = delivery.data?.sends === true;
  return (
    <Stack gap="xs" data-testid="mail-actions">
      {mail.links.map((link) => (
        <Group key={link} gap="xs" wrap="nowrap">
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy} aria-label={`Copy ${link}`}>
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
          <Text size="xs" truncate="end" c="dimmed">
            {link}
          </Text>
        </Group>
      ))}
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          disabled={!sends}
          loading={resend.isPending}
          onClick={() => resend.mutate(mail.id)}
        >
          Send again
        </Button>
        {!sends && delivery.isSuccess ? (
          <Text size="xs" c="dimmed">
            {MAIL_DELIVERY_MESSAGES.resendNeedsSmtp}
          </Text>
        ) : null}
        {resend.isSuccess ? (
          <Text size="xs" c="green">
            {MAIL_DELIVERY_MESSAGES.resent}
          </Text>
        ) : null}
      </Group>
      {resend.error ? <Alert color="red">{resend.error.message}</Alert> : null}
    </Stack>
  );
}

function MailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const mail = useOutboxMail(id);
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="xl" title="Mail">
      {mail.isPending ? <Loader /> : null}
      {mail.isError ? <Alert color="red">{mail.error.message}</Alert> : null}
      {mail.data ? (
        <Stack>
          <Text size="sm">
            <b>To:</b> {mail.data.to}
            <br />
            <b>Subject:</b> {mail.data.subject}
          </Text>
          <MailActions key={mail.data.id} mail={mail.data} />
          <Tabs defaultValue="html">
            <Tabs.List>
              <Tabs.Tab value="html">HTML</Tabs.Tab>
              <Tabs.Tab value="text">Text</Tabs.Tab>
              <Tabs.Tab value="headers">Headers</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="sm">
              <iframe
                title="Mail HTML"
                sandbox=""
                srcDoc={mail.data.html}
                style={{ width: '100%', height: '70vh', border: '1px solid #dee2e6' }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="sm">
              <Code block data-testid="mail-text">
                {mail.data.text}
              </Code>
            </Tabs.Panel>
            <Tabs.Panel value="headers" pt="sm">
              <Code block>{JSON.stringify(mail.data.headers, null, 2)}</Code>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      ) : null}
    </Drawer>
  );
}

export default function OutboxPage() {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const outbox = useOutbox({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const mails = outbox.data?.mails ?? [];
  const pages = Math.max(1, Math.ceil((outbox.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Stack>
      <Title order={2}>Outbox</Title>
      <Text c="dimmed">
        Every mail the Trust Center wrote. Without an SMTP server, mails are kept here.
      </Text>
      <MailDeliveryBanner linkToOutbox={false} />
      <StaffTable
        columns={['To', 'Subject', 'Kind', 'Status', 'Written', 'Sent', 'Last error']}
        loading={outbox.isPending}
        error={outbox.error}
        empty={outbox.isSuccess && mails.length === 0}
        emptyMessage="No mails yet. Invitations, access decisions and trust updates the Trust Center sends are listed here with their delivery status."
        highlightOnHover
        paging={{
          page,
          pages,
          onChange: setPage,
          shown: mails.length,
          total: outbox.data?.total ?? 0,
          pageSize: PAGE_SIZE,
        }}
      >
        {mails.map((m) => (
          <Table.Tr
            key={m.id}
            onClick={() => setOpenId(m.id)}
            style={{ cursor: 'pointer' }}
            data-testid="outbox-row"
          >
            <Table.Td>{m.to}</Table.Td>
            <Table.Td>{m.subject}</Table.Td>
            <Table.Td>{mailKindLabel(m.kind)}</Table.Td>
            <Table.Td>
              {/* The status is never cut: a long one wraps inside its badge. */}
              <Badge
                color={STATUS_COLORS[m.status] ?? 'gray'}
                variant="light"
                tt="none"
                h="auto"
                styles={{
                  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
                }}
                data-testid="outbox-status"
              >
                {mailStatusLabel(m.status)}
              </Badge>
            </Table.Td>
            <Table.Td>{when(m.createdAt)}</Table.Td>
            <Table.Td>{when(m.sentAt)}</Table.Td>
            <Table.Td>{m.lastError ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </StaffTable>
      <MailDrawer id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
