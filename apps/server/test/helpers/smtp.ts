/** A real SMTP receiver on loopback for API tests: what the sender delivers, as parsed mails. */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpReceiver {
  url: string;
  port: number;
  mails: ParsedMail[];
  close(): Promise<void>;
}

/**
 * Starts a receiver on `port` (0: any free port). `delayMs` holds each mail that long before
 * accepting it, as a slow mail server would: a test can then stop the sender mid-delivery.
 */
export async function startSmtpReceiver(port = 0, { delayMs = 0 } = {}): Promise<SmtpReceiver> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
          mails.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A sender killed mid-conversation resets its connection: that is the test's doing, not an error.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
