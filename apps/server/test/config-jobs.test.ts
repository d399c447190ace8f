/** How often an idle job worker looks for due jobs (docs/updates.md, Jobs), and bad values. */
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

const base = { DATA_DIR: tmpdir(), SECRET: 'test-secret-test-secret-test-secret-0123' };

describe('JOBS_POLL_MS', () => {
  it('is a second unless told otherwise', () => {
    expect(loadConfig(base).jobsPollMs).toBe(1000);
    expect(loadConfig({ ...base, JOBS_POLL_MS: '250' }).jobsPollMs).toBe(250);
  });

  it.each([
    ['10', 'JOBS_POLL_MS must be at least 50'],
    ['120000', 'JOBS_POLL_MS must be at most 60000'],
    ['0.5', 'JOBS_POLL_MS must be a whole number of milliseconds'],
    ['fast', 'JOBS_POLL_MS must be a whole number of milliseconds'],
  ])('refuses %j', (value, message) => {
    expect(() => loadConfig({ ...base, JOBS_POLL_MS: value })).toThrow(message);
  });
});
