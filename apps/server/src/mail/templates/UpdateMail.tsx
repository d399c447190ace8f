// @jsxRuntime automatic
/**
 * A trust update as a mail: the topic, its category, the message, a link to the Trust Center
 * when the update is published there, and the unsubscribe link every update mail carries.
 */
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { SUBSCRIBER_MAIL_TEXTS, type TLanguage, type TopicCategory } from '@trustfront/core';
import { MailLayout, type MailOrg } from './MailLayout.tsx';

export interface UpdateMailProps {
  org: MailOrg & { portalTitle: string };
  subject: string;
  /** The topic's category ('compliance'), said in the recipient's words. */
  category: TopicCategory;
  message: string;
  /** The update on the Trust Center; absent when it is sent by e-mail only. */
  viewUrl: string | null;
  unsubscribeUrl: string;
  /** The recipient's language (docs/languages.md, Mails). */
  language?: TLanguage;
}

const paragraph = { fontSize: '15px', lineHeight: '22px', color: '#1f2937' };
const muted = { fontSize: '12px', lineHeight: '18px', color: '#6b7280' };
const pill = {
  display: 'inline-block',
  fontSize: '12px',
  color: '#1c7ed6',
  backgroundColor: '#e7f5ff',
  borderRadius: '10px',
  padding: '2px 10px',
  margin: 0,
};

export function UpdateMail({
  org,
  subject,
  category,
  message,
  viewUrl,
  unsubscribeUrl,
  language = 'en',
}: UpdateMailProps) {
  const texts = SUBSCRIBER_MAIL_TEXTS[language];
  const paragraphs = message.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <MailLayout
      org={org}
      preview={subject}
      lang={language}
      footer={
        <Text style={muted}>
          {texts.updateFooter(texts.portalOf(org.name, org.portalTitle))} {texts.updateUnsubscribe}{' '}
          <Link href={unsubscribeUrl}>{unsubscribeUrl}</Link>
        </Text>
      }
    >
      <Text style={pill}>{texts.categories[category]}</Text>
      <Heading as="h2">{subject}</Heading>
      {paragraphs.map((p, i) => (
        <Text key={i} style={{ ...paragraph, whiteSpace: 'pre-line' }}>
          {p}
        </Text>
      ))}
      {viewUrl ? (
        <Text style={paragraph}>
          <Link href={viewUrl}>{texts.viewUpdate(org.portalTitle)}</Link>
        </Text>
      ) : null}
    </MailLayout>
  );
}
