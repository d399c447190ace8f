/**
 * The server runs with the same C allocator setting wherever it is started for real (docs/deploy.md,
 * Memory): `npm run serve`, the container image, and the server processes of the tests and
 * benchmarks, whose memory figures are then those of a production server.
 */
import { describe, expect, it } from 'vitest';
import { read } from './repo-files.ts';

const SETTING = /MALLOC_MMAP_THRESHOLD_[=:]\s*'?(\d+)/;

describe('the environment the server is started with', () => {
  const serve = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts
    .serve;
  const threshold = SETTING.exec(serve ?? '')?.[1];

  it('maps large blocks on their own in `npm run serve`', () => {
    expect(Number(threshold)).toBeGreaterThan(0);
  });

  it('sets the same in the container image and in the tests and benchmarks', () => {
    expect(SETTING.exec(read('Containerfile'))?.[1]).toBe(threshold);
    expect(
      /SERVE_MALLOC_MMAP_THRESHOLD = '(\d+)'/.exec(
        read('apps/server/test/helpers/server-process.ts'),
      )?.[1],
    ).toBe(threshold);
  });
});
