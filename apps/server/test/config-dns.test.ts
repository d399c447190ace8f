/** The DNS servers asked for custom domains' TXT records, and the message bad values get. */
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

const base = { DATA_DIR: tmpdir(), SECRET: 'test-secret-test-secret-test-secret-0123' };

describe('DNS_SERVERS', () => {
  it("is the system's resolvers when unset", () => {
    expect(loadConfig(base).dnsServers).toBeUndefined();
  });

  it('reads IP addresses with optional ports', () => {
    const config = loadConfig({
      ...base,
      DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353,::1,[2606:4700:4700::1111]:53',
    });
    expect(config.dnsServers).toEqual([
      '1.1.1.1',
      '127.0.0.1:5353',
      '::1',
      '[2606:4700:4700::1111]:53',
    ]);
  });

  it('refuses names, bad ports and an empty list, saying what it takes', () => {
    for (const value of ['dns.google', '1.1.1.1:99999', '127.0.0.1:', ' , ', '[1.1.1.1]:53']) {
      expect(() => loadConfig({ ...base, DNS_SERVERS: value })).toThrow(
        'DNS_SERVERS must list IP addresses',
      );
    }
  });
});
