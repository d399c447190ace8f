/**
 * Loaded into a server process under test (`--import`), never into the product: appends every
 * outbound connection and name lookup the process makes, one JSON line each, to the file named by
 * TRUSTFRONT_CONNECTIONS_LOG. TLS and fetch connect through `net.Socket`, so its `connect` sees
 * them all.
 */
import { appendFileSync } from 'node:fs';
import dns from 'node:dns';
import net from 'node:net';

const file = process.env.TRUSTFRONT_CONNECTIONS_LOG;

export interface RecordedConnection {
  /** `loaded`: the first line, written when this module is loaded. */
  kind: 'loaded' | 'connect' | 'lookup';
  host?: string;
  port?: number;
  path?: string;
}

function record(entry: RecordedConnection) {
  if (file) appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

/** `connect`'s arguments in any of their forms: options, [options, callback], port and host, path. */
function target(args: unknown[]): RecordedConnection {
  let [first, second] = args;
  if (Array.isArray(first)) [first, second] = first as unknown[];
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string; port?: number | string; path?: string };
    if (options.path) return { kind: 'connect', path: options.path };
    return { kind: 'connect', host: options.host ?? 'localhost', port: Number(options.port) };
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return { kind: 'connect', path: first };
  return {
    kind: 'connect',
    host: typeof second === 'string' ? second : 'localhost',
    port: Number(first),
  };
}

record({ kind: 'loaded' });

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
  record(target(args));
  return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
} as typeof connect;

const lookup = dns.lookup;
dns.lookup = function (hostname: string, ...rest: unknown[]) {
  record({ kind: 'lookup', host: hostname });
  return (lookup as (...a: unknown[]) => void).call(dns, hostname, ...rest);
} as typeof dns.lookup;

const lookupPromise = dns.promises.lookup;
dns.promises.lookup = function (hostname: string, ...rest: unknown[]) {
  record({ kind: 'lookup', host: hostname });
  return (lookupPromise as (...a: unknown[]) => Promise<unknown>).call(
    dns.promises,
    hostname,
    ...rest,
  );
} as typeof dns.promises.lookup;
