/**
 * Trustfront's version: the root package.json's, read into the build (the bundles carry it, so
 * the image needs no package.json), and what `--version` prints: the version for a release's
 * build, or, for a build whose migrations are not those a release ends with (db/releases.ts), that
 * it is a development build after the last release.
 */
import rootPackage from '../../../package.json' with { type: 'json' };
import { RELEASES, type Release } from './db/releases.ts';
import { schemaVersion } from './db/schema-version.ts';

export const TRUSTFRONT_VERSION: string = rootPackage.version;

/** `--version`'s line for a build of `version` whose last migration is `lastMigration`. */
export function describeVersion(
  version: string,
  lastMigration: string,
  releases: readonly Release[] = RELEASES,
): string {
  const release = releases.find((r) => r.version === version);
  if (release?.lastMigration === lastMigration) return version;
  const last = releases.at(-1);
  const after = last ? ` after release ${last.version} (${last.lastMigration})` : '';
  return `${version}-dev: a development build${after}, its migrations up to ${lastMigration}`;
}

/** What `--version` prints for this build. */
export const versionLine = (): string => describeVersion(TRUSTFRONT_VERSION, schemaVersion());
