// @jsxRuntime automatic
/**
 * A planned subprocessor change as a mail (docs/editing.md, Planned subprocessor changes): what
 * is planned from when, with its purpose and location, or that it was cancelled; written in the
 * recipient's language, with the unsubscribe link for subscribers.
 */
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { SUBPROCESSOR_NOTICE_TEXTS, SUBSCRIBER_MAIL_TEXTS, type TLanguage } from '@trustfront/core';
import { MailLayout, type MailOrg } from './MailLayout.tsx';
import { mailParagraph as paragraph } from './styles.ts';

export interface SubprocessorNoticeMailProps {
  org: MailOrg & { portalTitle: string };
  event: 'announced' | 'cancelled';
  name: string;
  /** The entry a replacement replaces, by name. */
  replaces: string | null;
  purpose: string;
  location: string;
  /** The effective day, as the recipient reads dates. */
  day: string;
  portalUrl: string;
  /** Subscribers' unsubscribe link; members get none. */
  unsubscribeUrl: string | null;
  language: TLanguage;
}

const muted = { fontSize: '12px', lineHeight: '18px', color: '#6b7280' };

export function SubprocessorNoticeMail(props: SubprocessorNoticeMailProps) {
  const { org, event, name, replaces, day, language } = props;
  const t = SUBPROCESSOR_NOTICE_TEXTS[language];
  const portal = t.portalOf(org.name, org.portalTitle);
  const heading = event === 'announced' ? t.heading(name) : t.cancelHeading(name);
  const lead =
    event === 'cancelled'
      ? t.cancelled(portal, name, day)
      : replaces
        ? t.replacement(portal, name, replaces, day)
        : t.addition(portal, name, day);
  return (
    <MailLayout
      org={org}
      preview={heading}
      lang={language}
      footer={
        <Text style={muted}>
          {t.footer(portal)}
          {props.unsubscribeUrl ? (
            <>
              {' '}
              {SUBSCRIBER_MAIL_TEXTS[language].updateUnsubscribe}{' '}
              <Link href={props.unsubscribeUrl}>{props.unsubscribeUrl}</Link>
            </>
          ) : null}
        </Text>
      }
    >
      <Heading as="h2">{heading}</Heading>
      <Text style={paragraph}>{lead}</Text>
      {event === 'announced' ? (
        <>
          <Text style={paragraph}>
            {t.purpose}: {props.purpose}
            <br />
            {t.location}: {props.location}
          </Text>
          <Text style={paragraph}>{t.object(day)}</Text>
        </>
      ) : null}
      <Text style={paragraph}>
        <Link href={props.portalUrl}>{t.action}</Link>
      </Text>
    </MailLayout>
  );
}
