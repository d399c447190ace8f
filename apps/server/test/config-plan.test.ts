/** The plan a new organisation starts on (docs/deploy.md, Plans), and a bad value. */
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

const base = { DATA_DIR: tmpdir(), SECRET: 'test-secret-test-secret-test-secret-0123' };

describe('DEFAULT_PLAN', () => {
  it('is every feature unless the operator names a plan', () => {
    expect(loadConfig(base).defaultPlan).toBe('enterprise');
    expect(loadConfig({ ...base, DEFAULT_PLAN: 'free' }).defaultPlan).toBe('free');
    expect(loadConfig({ ...base, DEFAULT_PLAN: 'growth' }).defaultPlan).toBe('growth');
  });

  it('refuses a plan that does not exist, naming the ones that do', () => {
    expect(() => loadConfig({ ...base, DEFAULT_PLAN: 'gold' })).toThrow(
      'DEFAULT_PLAN must be one of free, growth, enterprise (unset: enterprise, every feature)',
    );
  });
});
