// @jsxRuntime automatic
/** The frame of every mail: the organisation's logo and name, the content, a footer. */
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

export interface MailOrg {
  name: string;
  /** Absolute URL of the organisation's logo, when it has one. */
  logoUrl: string | null;
  /** Absolute URL of the organisation's portal. */
  portalUrl: string;
}

const body = { backgroundColor: '#f4f5f7', fontFamily: 'Helvetica, Arial, sans-serif' };
const container = {
  backgroundColor: '#ffffff',
  margin: '24px auto',
  padding: '32px',
  maxWidth: '560px',
  borderRadius: '8px',
};
const footer = { color: '#6b7280', fontSize: '12px', lineHeight: '18px' };

export function MailLayout(props: {
  org: MailOrg;
  preview: string;
  children: ReactNode;
  footer?: ReactNode;
  /** The mail's language (docs/languages.md, Mails). */
  lang?: string;
}) {
  return (
    <Html lang={props.lang ?? 'en'}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Section>
            {props.org.logoUrl ? (
              <Img src={props.org.logoUrl} alt={props.org.name} height="40" />
            ) : (
              <Text style={{ fontSize: '20px', fontWeight: 700, margin: 0 }}>{props.org.name}</Text>
            )}
          </Section>
          {props.children}
          <Hr />
          <Text style={footer}>
            {props.org.name} · {props.org.portalUrl}
          </Text>
          {props.footer}
        </Container>
      </Body>
    </Html>
  );
}
