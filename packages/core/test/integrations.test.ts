import { describe, expect, it } from 'vitest';
import {
  hackerOneHandle,
  INTEGRATION_MESSAGES,
  isScorecardDomain,
  statusPageUrl,
} from '../src/index.ts';

describe('HackerOne program links (docs/integrations.md, Bug bounty)', () => {
  it.each([
    ['https://hackerone.com/acme', 'acme'],
    ['https://hackerone.com/acme/', 'acme'],
    ['https://www.hackerone.com/acme_security', 'acme_security'],
    ['  https://hackerone.com/acme-2  ', 'acme-2'],
    ['https://hackerone.com/acme?type=team', null],
    ['https://hackerone.com/acme?', null],
    ['https://hackerone.com/acme#policy', null],
    ['https://hackerone.com/acme/hacktivity', null],
    ['https://hackerone.com/', null],
    ['http://hackerone.com/acme', null],
    ['https://hackerone.com.evil.example/acme', null],
    ['https://evil.example/acme', null],
    ['hackerone.com/acme', null],
    ['', null],
  ])('%s -> %s', (link, handle) => {
    expect(hackerOneHandle(link)).toBe(handle);
  });

  it('checks against the configured host', () => {
    expect(hackerOneHandle('http://127.0.0.1:4000/acme', 'http://127.0.0.1:4000')).toBe('acme');
  });

  it('names the host in its message', () => {
    expect(INTEGRATION_MESSAGES.hackerOneLink('https://hackerone.com')).toBe(
      'Please enter a valid HackerOne link, e.g. https://hackerone.com/acme (without query parameters)',
    );
  });
});

describe('Statuspage links', () => {
  it.each([
    ['https://status.acme.example', 'https://status.acme.example'],
    ['https://status.acme.example/', 'https://status.acme.example'],
    ['status.acme.example', 'https://status.acme.example'],
    ['acme.statuspage.io', 'https://acme.statuspage.io'],
    ['https://status.acme.example/incidents/1', null],
    ['https://status.acme.example/?q=1', null],
    ['http://10.0.0.1', null],
    ['http://localhost:8080', null],
    ['ftp://status.acme.example', null],
    ['not a link', null],
  ])('%s -> %s', (link, url) => {
    expect(statusPageUrl(link)).toBe(url);
  });
});

describe('scorecard domains', () => {
  it.each([
    ['acme.example', true],
    ['sub.acme.co.uk', true],
    ['acme', false],
    ['https://acme.example', false],
    ['acme .example', false],
    ['-acme.example', false],
  ])('%s -> %s', (domain, ok) => {
    expect(isScorecardDomain(domain)).toBe(ok);
  });
});
