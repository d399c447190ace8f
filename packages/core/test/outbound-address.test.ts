import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyAddress,
  hostKind,
  mayReachAddress,
  outboundUrlMessage,
  outboundUrlProblem,
  parseIpv4,
} from '../src/index.ts';

describe('address kinds', () => {
  it.each([
    ['93.184.216.34', 'public'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.128.0.1', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.1', 'documentation'],
    ['203.0.113.1', 'documentation'],
    // IPv4 in the shorthand forms resolvers accept.
    ['2130706433', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['0x7f.1', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['127.1', 'loopback'],
    ['012.1.2.3', 'private'],
    ['2606:4700:4700::1111', 'public'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    ['fd12:3456::1', 'unique-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['::ffff:127.0.0.1', 'ipv4-mapped'],
    ['[::ffff:127.0.0.1]', 'ipv4-mapped'],
    ['::ffff:7f00:1', 'ipv4-mapped'],
    ['::ffff:8.8.8.8', 'ipv4-mapped'],
    ['::127.0.0.1', 'ipv4-compatible'],
    ['::7f00:1', 'ipv4-compatible'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:0a00:0001::1', 'private'],
    ['2002:5db8:d822::1', 'public'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['64:ff9b:1::1', 'reserved'],
    ['2001::1', 'teredo'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['2001:10::1', 'reserved'],
    ['100::1', 'reserved'],
    ['4000::1', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it('reads no host name or malformed literal as an address', () => {
    for (const text of [
      'example.com',
      '256.1.1.1',
      '1.2.3.4.5',
      '08.1.1.1',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      '0x7f.example',
      '',
    ]) {
      expect(classifyAddress(text)).toBeNull();
    }
  });

  it('reads every 32-bit value the same in dotted, decimal and hex form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (value) => {
        const dotted = [24, 16, 8, 0].map((s) => Math.floor(value / 2 ** s) % 256).join('.');
        expect(parseIpv4(dotted)).toBe(value);
        expect(parseIpv4(String(value))).toBe(value);
        expect(parseIpv4(`0x${value.toString(16)}`)).toBe(value);
        expect(classifyAddress(String(value))).toBe(classifyAddress(dotted));
      }),
    );
  });

  it('judges every IPv4-mapped address as refused, whatever it carries', () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        expect(classifyAddress(`::ffff:${v4}`)).toBe('ipv4-mapped');
        expect(mayReachAddress(classifyAddress(`::ffff:${v4}`), false)).toBe(false);
      }),
    );
  });

  it('judges a 6to4 or NAT64 address by the IPv4 address it carries', () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
        const hi = ((a << 8) | b).toString(16);
        const lo = ((c << 8) | d).toString(16);
        expect(classifyAddress(`2002:${hi}:${lo}::1`)).toBe(classifyAddress(v4));
        expect(classifyAddress(`64:ff9b::${hi}:${lo}`)).toBe(classifyAddress(v4));
      }),
    );
  });

  it('names localhost loopback before it is resolved', () => {
    expect(hostKind('localhost')).toBe('loopback');
    expect(hostKind('app.localhost.')).toBe('loopback');
    expect(hostKind('example.com')).toBeNull();
  });

  it('reaches public addresses, and others but multicast only with the operator’s leave', () => {
    expect(mayReachAddress('public', false)).toBe(true);
    expect(mayReachAddress('loopback', false)).toBe(false);
    expect(mayReachAddress('loopback', true)).toBe(true);
    expect(mayReachAddress('multicast', true)).toBe(false);
    expect(mayReachAddress(null, true)).toBe(false);
  });
});

describe('outbound URLs', () => {
  it.each([
    ['http://idp.example.com/jwks', 'scheme'],
    ['https://127.0.0.1/jwks', 'address'],
    ['https://[::ffff:127.0.0.1]/jwks', 'address'],
    ['https://[::ffff:7f00:1]:8443', 'address'],
    ['https://2130706433/jwks', 'address'],
    ['https://0177.0.0.1/jwks', 'address'],
    ['https://0x7f.1/jwks', 'address'],
    ['https://[2002:7f00:1::]/', 'address'],
    ['https://[64:ff9b::7f00:1]/', 'address'],
    ['https://localhost/jwks', 'address'],
    ['https://169.254.169.254/latest', 'address'],
    ['https://user:pw@idp.example.com/', 'credentials'],
    ['ftp://idp.example.com/', 'invalid'],
    ['not a url', 'invalid'],
  ])('refuses %s (%s)', (url, reason) => {
    expect(outboundUrlProblem(url, false)?.reason).toBe(reason);
  });

  it('lets public https addresses and host names through', () => {
    expect(outboundUrlProblem('https://idp.example.com/.well-known/jwks.json', false)).toBeNull();
    expect(outboundUrlProblem('https://93.184.216.34/', false)).toBeNull();
  });

  it('lets http and loopback through only with the operator’s leave', () => {
    expect(outboundUrlProblem('http://127.0.0.1:9/x', true)).toBeNull();
    expect(outboundUrlProblem('https://[ff02::1]/', true)?.reason).toBe('address');
  });

  it('lets only the listed addresses through when the operator lists them', () => {
    const leave = ['127.0.0.2', '::1'];
    expect(outboundUrlProblem('http://127.0.0.2:8080/jwks', leave)).toBeNull();
    expect(outboundUrlProblem('https://[0:0:0:0:0:0:0:1]/', leave)).toBeNull();
    expect(outboundUrlProblem('https://127.0.0.1/', leave)?.reason).toBe('address');
    expect(outboundUrlProblem('http://idp.example.com/', leave)?.reason).toBe('scheme');
    expect(mayReachAddress('loopback', leave, '127.0.0.2')).toBe(true);
    expect(mayReachAddress('loopback', leave, '127.0.0.1')).toBe(false);
  });

  it('words each problem for the field it is about', () => {
    const problem = outboundUrlProblem('https://[::ffff:127.0.0.1]/', false);
    expect(problem && outboundUrlMessage(problem, 'key URL', 'https://x')).toBe(
      'The key URL is refused: IPv4-mapped addresses are not reached, only public ones (the operator may allow others: OUTBOUND_ALLOW_PRIVATE)',
    );
  });
});
