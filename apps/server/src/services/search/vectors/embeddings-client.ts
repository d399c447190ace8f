/**
 * The operator's OpenAI-compatible embeddings endpoint (`EMBEDDINGS_BASE_URL`): texts in, one
 * vector each out, in the order given. Any failure (unreachable, an error status, a timeout, an
 * answer of another shape) is an `EmbeddingsUnavailableError`.
 */
import { z } from 'zod';
import type { EmbeddingsConfig } from '../../../config.ts';

const ZEmbeddingsResponse = z.object({
  data: z.array(z.object({ index: z.number().int().min(0), embedding: z.array(z.number()) })),
});

export class EmbeddingsUnavailableError extends Error {}

/** A request that failed before any answer (a connection refused or closed), and why. */
function connectionError(error: unknown): string | null {
  if (!(error instanceof TypeError)) return null;
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : error.message;
}

async function post(
  config: EmbeddingsConfig,
  texts: readonly string[],
  timeoutMs: number,
): Promise<unknown> {
  const res = await fetch(`${config.baseUrl}/embeddings`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, input: texts }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok)
    throw new EmbeddingsUnavailableError(`The embeddings endpoint answered ${res.status}`);
  return res.json();
}

/**
 * The vectors of `texts`, asked in one request that may take at most `timeoutMs`. A connection
 * that fails before any answer (e.g. a kept-alive one the endpoint closed meanwhile) is tried
 * once more: embedding the same texts again is harmless.
 */
export async function embedTexts(
  config: EmbeddingsConfig,
  texts: readonly string[],
  timeoutMs: number,
): Promise<number[][]> {
  if (texts.length === 0) return [];
  let body: unknown;
  for (let attempt = 1; body === undefined; attempt++) {
    try {
      body = await post(config, texts, timeoutMs);
    } catch (error) {
      if (error instanceof EmbeddingsUnavailableError) throw error;
      const connection = connectionError(error);
      if (connection !== null && attempt < 2) continue;
      throw new EmbeddingsUnavailableError(
        `The embeddings endpoint could not be reached: ${connection ?? String(error)}`,
      );
    }
  }
  const parsed = ZEmbeddingsResponse.safeParse(body);
  if (!parsed.success) {
    throw new EmbeddingsUnavailableError(
      'The embeddings endpoint answered without a list of vectors',
    );
  }
  const vectors: number[][] = [];
  for (const { index, embedding } of parsed.data.data) vectors[index] = embedding;
  const dimensions = vectors[0]?.length ?? 0;
  if (
    vectors.length !== texts.length ||
    dimensions === 0 ||
    texts.some((_, i) => vectors[i]?.length !== dimensions)
  ) {
    throw new EmbeddingsUnavailableError(
      `The embeddings endpoint answered ${parsed.data.data.length} vectors of unequal or no length for ${texts.length} texts`,
    );
  }
  return vectors;
}
