/**
 * What the operator reads (docs/deploy.md, Configuration and Logs): a wrong setting is one line
 * naming the setting and the fix, SMTP_URL among them (smtp:// or smtps://, with a host); a data
 * folder the process cannot write says so by its cause; a server started with a wrong setting
 * ends with that one line and no stack trace; the log reads as lines on a terminal.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { dataFolderError, OperatorError } from '../src/lib/operator-error.ts';
import { readableLine } from '../src/lib/readable-log.ts';
import { startServerProcess } from './helpers/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'trustfront-operator-messages-'));
const base = { DATA_DIR: dataDir };

describe('configuration errors', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    ['notaurl', 'SMTP_URL is not a URL'],
    ['http://mail.example.com', 'SMTP_URL must start with smtp:// or smtps://, not http://'],
    ['smtp://', 'SMTP_URL names no mail server host'],
  ])('refuses SMTP_URL=%s with its reason', (value, reason) => {
    const load = () => loadConfig({ ...base, SMTP_URL: value });
    expect(load).toThrow(OperatorError);
    expect(load).toThrow(reason);
  });

  it('takes smtp:// and smtps:// URLs with a host', () => {
    for (const url of ['smtp://user:pass@mail.example.com:587', 'smtps://mail.example.com']) {
      expect(loadConfig({ ...base, SMTP_URL: url }).smtpUrl).toBe(url);
    }
  });

  it('says which setting is wrong and how to fix it, in one line', () => {
    let error: unknown;
    try {
      loadConfig({ ...base, PUBLIC_URL: 'trust.example.com' });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(OperatorError);
    const { message, setting } = error as OperatorError;
    expect(setting).toBe('PUBLIC_URL');
    expect(message).toMatch(/^PUBLIC_URL: .+\. Set PUBLIC_URL correctly in the environment/);
    expect(message).not.toContain('\n');
  });

  it('says a data folder is read-only or full, by its cause', () => {
    const erofs = Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
    const enospc = Object.assign(new Error('ENOSPC: no space left'), { code: 'ENOSPC' });
    expect((dataFolderError(erofs, '/data') as Error).message).toContain(
      'The data folder /data is on a read-only file system',
    );
    expect((dataFolderError(enospc, '/data') as Error).message).toContain(
      'The data folder /data is full (no space left on the device)',
    );
    const other = new Error('something else');
    expect(dataFolderError(other, '/data')).toBe(other);
  });

  it('ends a server started with a wrong setting in one log line, without a stack trace', async () => {
    const started = await startServerProcess({ ...base, SMTP_URL: 'notaurl' }).then(
      () => '',
      (error: Error) => error.message,
    );
    const lines = started.split('\n').filter((line) => line.includes('SMTP_URL'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('SMTP_URL is not a URL');
    expect(started).not.toMatch(/\n\s+at /);
  }, 120_000);
});

describe('the log on a terminal', () => {
  it('reads as a line: time, level, message, then the fields', () => {
    const json = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 11, 7, 9, 30, 5, 120),
      pid: 1,
      hostname: 'h',
      msg: 'request completed',
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/ready' },
      res: { statusCode: 200 },
    });
    expect(readableLine(json, false)).toBe(
      '09:30:05.120 INFO  request completed reqId=req-1 req.method=GET req.url=/api/ready res.statusCode=200\n',
    );
  });

  it('names an error by its kind and message, its stack only at error level', () => {
    const err = { type: 'TypeError', message: 'boom', stack: '    at f (x.ts:1:1)' };
    const warn = readableLine(JSON.stringify({ level: 40, time: 0, msg: 'retried', err }), false);
    expect(warn).toBe('00:00:00.000 WARN  retried TypeError: boom\n');
    const error = readableLine(JSON.stringify({ level: 50, time: 0, msg: 'failed', err }), false);
    expect(error).toBe('00:00:00.000 ERROR failed TypeError: boom\n    at f (x.ts:1:1)\n');
  });
});
