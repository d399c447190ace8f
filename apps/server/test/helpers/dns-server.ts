/**
 * A DNS server on loopback answering TXT questions from records a test sets (RFC 1035 over UDP,
 * the few parts of it a resolver's TXT question needs): a name with records answers them, a name
 * marked failing answers SERVFAIL, any other name answers NXDOMAIN.
 */
import { createSocket, type RemoteInfo } from 'node:dgram';

const TYPE_TXT = 16;
const CLASS_IN = 1;
const RCODE = { ok: 0, serverFailure: 2, nameError: 3 } as const;

export interface TestDnsServer {
  /** `127.0.0.1:{port}`, as DNS_SERVERS takes it. */
  address: string;
  /** Sets the TXT records of a name, each record one string (or its strings). */
  setTxt(name: string, records: (string | string[])[]): void;
  /** Makes a name answer NXDOMAIN again. */
  remove(name: string): void;
  /** Makes a name answer SERVFAIL. */
  fail(name: string): void;
  close(): Promise<void>;
}

interface Question {
  /** The question's bytes as asked (name, type, class), echoed in the answer. */
  bytes: Buffer;
  name: string;
  type: number;
}

function readQuestion(message: Buffer): Question | null {
  if (message.length < 12 || message.readUInt16BE(4) < 1) return null;
  const labels: string[] = [];
  let offset = 12;
  for (;;) {
    const length = message[offset];
    if (length === undefined || length > 63) return null;
    offset += 1;
    if (length === 0) break;
    labels.push(message.subarray(offset, offset + length).toString('latin1'));
    offset += length;
  }
  if (offset + 4 > message.length) return null;
  const type = message.readUInt16BE(offset);
  return {
    bytes: message.subarray(12, offset + 4),
    name: labels.join('.').toLowerCase(),
    type,
  };
}

function txtData(strings: string[]): Buffer {
  return Buffer.concat(
    strings.map((s) => {
      const bytes = Buffer.from(s, 'utf8');
      return Buffer.concat([Buffer.from([bytes.length]), bytes]);
    }),
  );
}

function answer(query: Buffer, question: Question, rcode: number, records: string[][]): Buffer {
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  // QR, the query's RD bit, RA, and the response code.
  header.writeUInt16BE(0x8000 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | rcode, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(records.length, 6);
  const answers = records.map((strings) => {
    const data = txtData(strings);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    fixed.writeUInt16BE(TYPE_TXT, 2);
    fixed.writeUInt16BE(CLASS_IN, 4);
    fixed.writeUInt32BE(0, 6); // no caching
    fixed.writeUInt16BE(data.length, 10);
    return Buffer.concat([fixed, data]);
  });
  return Buffer.concat([header, question.bytes, ...answers]);
}

/** Starts the server on `port` of 127.0.0.1 (any free port by default). */
export async function startDnsServer(port = 0): Promise<TestDnsServer> {
  const zone = new Map<string, string[][]>();
  const failing = new Set<string>();
  const socket = createSocket('udp4');
  socket.on('message', (query: Buffer, peer: RemoteInfo) => {
    const question = readQuestion(query);
    if (!question) return;
    const records = zone.get(question.name);
    const reply = failing.has(question.name)
      ? answer(query, question, RCODE.serverFailure, [])
      : records === undefined
        ? answer(query, question, RCODE.nameError, [])
        : answer(query, question, RCODE.ok, question.type === TYPE_TXT ? records : []);
    socket.send(reply, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
  const normal = (name: string) => name.toLowerCase().replace(/\.$/, '');
  return {
    address: `127.0.0.1:${socket.address().port}`,
    setTxt(name, records) {
      failing.delete(normal(name));
      zone.set(
        normal(name),
        records.map((r) => (Array.isArray(r) ? r : [r])),
      );
    },
    remove(name) {
      failing.delete(normal(name));
      zone.delete(normal(name));
    },
    fail(name) {
      failing.add(normal(name));
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
