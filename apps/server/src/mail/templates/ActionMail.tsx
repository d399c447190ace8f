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
  /**
   * Words of someone other than the organisation (a member's note to the colleague they invite),
   * set apart as a quotation after the paragraphs and named after its author. Plain text only:
   * the caller breaks up whatever a client could turn into a link.
   */
  quote?: { author: string; text: string };
  /** The mail's language (docs/languages.md, Mails). */
  lang?: string;
}

const quoteBlock = {
  margin: '0 0 16px',
  padding: '4px 0 4px 14px',
  borderLeft: '3px solid #d1d5db',
};

export function ActionMail({
  org,
  heading,
  paragraphs,
  action,
  note,
  quote,
  lang,
}: ActionMailProps) {
  return (
    <MailLayout org={org} preview={heading} lang={lang}>
      <Heading as="h2">{heading}</Heading>
      {paragraphs.map((p) => (
        <Text key={p} style={paragraph}>
          {p}
        </Text>
      ))}
      {quote ? (
        <>
          <Text style={{ ...paragraph, marginBottom: '4px', color: '#4b5563' }}>
            {quote.author} wrote:
          </Text>
          <blockquote style={quoteBlock}>
            <Text style={{ ...paragraph, margin: 0, fontStyle: 'italic' }}>{quote.text}</Text>
          </blockquote>
        </>
      ) : null}
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
