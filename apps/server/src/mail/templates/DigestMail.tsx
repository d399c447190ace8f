// @jsxRuntime automatic
/**
 * The weekly mail of what is new since a member's last visit: each new or changed document and
 * trust update, a link to the Trust Center, and the link that turns these mails off.
 */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { MEMBER_MESSAGES as M, type TNewSinceEntry } from '@trustfront/core';
import { MailLayout, type MailOrg } from './MailLayout.tsx';
import { mailButton as button, mailParagraph as paragraph } from './styles.ts';

export interface DigestMailProps {
  org: MailOrg;
  intro: string;
  entries: readonly TNewSinceEntry[];
  openUrl: string;
  stopUrl: string;
}

const muted = { fontSize: '12px', lineHeight: '18px', color: '#6b7280' };

const labelOf = (entry: TNewSinceEntry) =>
  entry.kind === 'update'
    ? 'Trust update'
    : entry.change === 'changed'
      ? `Document, ${M.changedBadge.toLowerCase()}`
      : 'Document';

export function DigestMail({ org, intro, entries, openUrl, stopUrl }: DigestMailProps) {
  return (
    <MailLayout
      org={org}
      preview={intro}
      footer={
        <Text style={muted}>
          {M.weeklyDigestStop}: <Link href={stopUrl}>{stopUrl}</Link>
        </Text>
      }
    >
      <Heading as="h2">{M.sinceLastVisitTitle}</Heading>
      <Text style={paragraph}>{intro}</Text>
      {entries.map((entry) => (
        <Text key={`${entry.kind}:${entry.id}`} style={paragraph}>
          <strong>{entry.title}</strong> ({labelOf(entry)}, {entry.at.slice(0, 10)})
        </Text>
      ))}
      <Button href={openUrl} style={button}>
        {M.weeklyDigestOpen}
      </Button>
    </MailLayout>
  );
}
