/**
 * A local OpenAI-compatible embeddings endpoint (`POST /v1/embeddings`) for tests and the bench,
 * with a deterministic "concept bag" embedder instead of a language model: each word of a synonym
 * group counts on its group's dimension, any other word on one of `HASHED_DIMENSIONS` hashed
 * ones, and the vector is normalised. So "cipher" and "encrypted" are near while sharing no word,
 * and texts without a common word or concept are about orthogonal. It is a stand-in that makes
 * the vector path observable, not a measure of what a real model would find.
 *
 * Point the server at it with EMBEDDINGS_BASE_URL={url}. `down` makes it answer 503;
 * `requests` and `inputs` count what it was asked.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Words that mean the same to the concept bag (compared after `normalise`). */
export const CONCEPTS: readonly (readonly string[])[] = [
  [
    'encrypt',
    'encrypted',
    'encryption',
    'cipher',
    'ciphertext',
    'cryptography',
    'cryptographic',
    'aes',
    'tls',
  ],
  ['backup', 'snapshot', 'restore', 'recovery', 'replica', 'copies'],
  ['incident', 'breach', 'compromise', 'intrusion', 'attack'],
  ['uptime', 'availability', 'downtime', 'outage', 'sla'],
  ['sso', 'saml', 'login', 'authentication', 'mfa', 'password', 'sign'],
  ['soc', 'audit', 'auditor', 'attestation', 'certification', 'certified', 'iso', 'report'],
  ['gdpr', 'privacy', 'personal', 'pii', 'dpa'],
  ['pentest', 'penetration', 'vulnerability', 'scan', 'scanning', 'bug', 'bounty'],
  ['vendor', 'subprocessor', 'supplier', 'provider'],
  ['retention', 'deletion', 'delete', 'erase', 'purge', 'keep'],
  ['employee', 'staff', 'personnel', 'background', 'hiring', 'training'],
  ['logging', 'monitoring', 'log', 'siem', 'alert', 'alerting'],
];
export const HASHED_DIMENSIONS = 256;
export const DIMENSIONS = CONCEPTS.length + HASHED_DIMENSIONS + 1;
/** What the bench prints about this embedder. */
export const EMBEDDER_LABEL = `concept-bag test embedder (${CONCEPTS.length} synonym groups + ${HASHED_DIMENSIONS} hashed word dimensions, not a language model)`;

const STOP_WORDS = new Set(
  'a an and are as at be by do does for from how in is it its of on or our the to we what when where which who with you your'.split(
    ' ',
  ),
);

/** Lower case, and a plural's or a past tense's ending taken off. */
const normalise = (word: string) => word.toLowerCase().replace(/(?<=.{3})(es|s|ed)$/, '');

const conceptOf = new Map(
  CONCEPTS.flatMap((group, index) => group.map((word) => [normalise(word), index] as const)),
);

function hashed(word: string): number {
  let h = 2166136261;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619);
  return (h >>> 0) % HASHED_DIMENSIONS;
}

/** The concept-bag vector of a text (unit length). */
export function conceptBag(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const raw of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (STOP_WORDS.has(raw.toLowerCase())) continue;
    const word = normalise(raw);
    const index = conceptOf.get(word) ?? CONCEPTS.length + hashed(word);
    vector[index] = (vector[index] ?? 0) + 1;
  }
  const norm = Math.hypot(...vector);
  // A text without a word still gets a direction of its own (a zero vector has no angle).
  if (norm === 0) vector[DIMENSIONS - 1] = 1;
  return norm === 0 ? vector : vector.map((v) => v / norm);
}

export interface EmbeddingsEndpoint {
  /** The base URL (`…/v1`). */
  url: string;
  /** While true, every request is answered 503. */
  down: boolean;
  /** Requests and texts received. */
  requests: number;
  inputs: number;
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function inputsOf(body: unknown): string[] | null {
  const input = (body as { input?: unknown } | null)?.input;
  if (typeof input === 'string') return [input];
  if (Array.isArray(input) && input.every((i) => typeof i === 'string')) return input;
  return null;
}

export async function startEmbeddingsEndpoint(): Promise<EmbeddingsEndpoint> {
  const server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/v1/embeddings') {
      answer(404, { error: { message: 'Not found' } });
      return;
    }
    endpoint.requests++;
    if (endpoint.down) {
      answer(503, { error: { message: 'Unavailable' } });
      return;
    }
    readJson(req).then(
      (body) => {
        const texts = inputsOf(body);
        if (!texts) {
          answer(400, { error: { message: 'input must be a string or a list of strings' } });
          return;
        }
        endpoint.inputs += texts.length;
        answer(200, {
          object: 'list',
          data: texts.map((text, index) => ({
            object: 'embedding',
            index,
            embedding: conceptBag(text),
          })),
          model: (body as { model?: unknown }).model,
        });
      },
      () => answer(400, { error: { message: 'The body is not JSON' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint: EmbeddingsEndpoint = {
    url: `http://127.0.0.1:${port}/v1`,
    down: false,
    requests: 0,
    inputs: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return endpoint;
}
