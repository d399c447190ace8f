/** The embeddings settings read from the environment, and the messages bad values get. */
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

const base = { DATA_DIR: tmpdir(), SECRET: 'test-secret-test-secret-test-secret-0123' };

describe('embeddings configuration', () => {
  it('is off unless EMBEDDINGS_BASE_URL is set', () => {
    expect(loadConfig(base).embeddings).toBeUndefined();
  });

  it('reads the endpoint, model, key and threshold', () => {
    const config = loadConfig({
      ...base,
      EMBEDDINGS_BASE_URL: 'http://127.0.0.1:8080/v1/',
      EMBEDDINGS_MODEL: 'nomic-embed-text',
      EMBEDDINGS_API_KEY: 'k',
      EMBEDDINGS_MIN_SIMILARITY: '0.5',
    });
    expect(config.embeddings).toEqual({
      baseUrl: 'http://127.0.0.1:8080/v1',
      model: 'nomic-embed-text',
      apiKey: 'k',
      minSimilarity: 0.5,
    });
    expect(loadConfig({ ...base, EMBEDDINGS_BASE_URL: 'http://e/v1' }).embeddings).toMatchObject({
      model: 'default',
      minSimilarity: 0.3,
    });
  });

  it('says what is wrong with a bad value', () => {
    expect(() => loadConfig({ ...base, EMBEDDINGS_BASE_URL: '127.0.0.1 port 8080' })).toThrow(
      /EMBEDDINGS_BASE_URL must be a URL/,
    );
    for (const value of ['2', '-0.1', 'high']) {
      expect(() =>
        loadConfig({
          ...base,
          EMBEDDINGS_BASE_URL: 'http://e/v1',
          EMBEDDINGS_MIN_SIMILARITY: value,
        }),
      ).toThrow(/EMBEDDINGS_MIN_SIMILARITY must be/);
    }
  });
});
