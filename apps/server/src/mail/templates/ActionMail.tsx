// @jsxRuntime automatic
/**
 * A mail that asks for one action: a heading, a few paragraphs, a button and the same link in
 * plain text (confirm a subscription, sign in, accept an invitation, …).
 */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { MailLayout, type MailOrg } from './MailLayout.tsx';
import { mailButton as button, mailParagraph as paragraph } from './styles.ts';

export interface ActionMailProps {
  org: MailOrg;
  heading: string;
  paragraphs: readonly string[];
  action: { label: string; url: string };
  /** A line under the button, e.g. how long the link works. */
  note?: string;
}

export function ActionMail({ org, heading, paragraphs, action, note }: ActionMailProps) {
  return (
    <MailLayout org={org} preview={heading}>
      <Heading as="h2">{heading}</Heading>
      {paragraphs.map((p) => (
        <Text key={p} style={paragraph}>
          {p}
        </Text>
      ))}
      <Button href={action.url} style={button}>
        {action.label}
      </Button>
      <Text style={{ ...paragraph, fontSize: '13px' }}>
        Or open this link: <Link href={action.url}>{action.url}</Link>
      </Text>
      {note ? (
        <Text style={{ ...paragraph, fontSize: '13px', color: '#6b7280' }}>{note}</Text>
      ) : null}
    </MailLayout>
  );
}
