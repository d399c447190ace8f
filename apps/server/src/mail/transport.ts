/**
 * The SMTP transport of `SMTP_URL` (nodemailer, pooled), or none when it is not set. Nodemailer
 * is loaded only when mail is set up (docs/deploy.md, Sizing).
 */
import type { Transporter } from 'nodemailer';

export async function createTransport(smtpUrl: string | undefined): Promise<Transporter | null> {
  if (!smtpUrl) return null;
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 5,
    maxMessages: Infinity,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/** The From address: `MAIL_FROM`, else no-reply at the public host. */
export function fromAddress(mailFrom: string | undefined, publicUrl: string): string {
  return mailFrom ?? `Trustfront <no-reply@${new URL(publicUrl).hostname}>`;
}
