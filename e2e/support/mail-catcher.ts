/**
 * The mail server of the browser journeys: a real SMTP receiver (smtp-server) on loopback that
 * the e2e server sends to, and a small HTTP side on which the tests read what it received.
 * Started by Playwright as a web server of its own, before the app server.
 *
 *   SMTP  127.0.0.1:E2E_SMTP_PORT        receives every mail (any sender, any recipient)
 *   HTTP  GET  /mails?to=<address>       the mails received for that address, oldest first
 *         GET  /health                   200 once both sides listen
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_MAIL_HTTP_PORT, E2E_SMTP_PORT } from './server.ts';

export interface CaughtMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string;
  receivedAt: string;
}

const received: CaughtMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const headers: Record<string, string> = {};
        for (const line of mail.headerLines) headers[line.key] = line.line;
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          headers,
          messageId: mail.messageId ?? '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/health') {
    res.end('ok');
    return;
  }
  if (url.pathname === '/mails') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const mails = to ? received.filter((m) => m.to.includes(to)) : received;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(mails));
    return;
  }
  res.statusCode = 404;
  res.end();
});

smtp.listen(E2E_SMTP_PORT, '127.0.0.1', () => {
  http.listen(E2E_MAIL_HTTP_PORT, '127.0.0.1');
});
const stop = () => {
  http.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
