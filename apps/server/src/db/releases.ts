/**
 * Every release of Trustfront and the migration it ends with (docs/deploy.md, Upgrades): a
 * database a release made holds exactly the migrations up to that one. The upgrade test
 * (test/upgrade.test.ts) migrates a database to the last release's, fills it with the demo's data
 * and upgrades it to this build. A release adds its line here as CHANGELOG.md gets its section.
 */
export interface Release {
  version: string;
  /** The tag of the release's last migration, as in `migrations/meta/_journal.json`. */
  lastMigration: string;
}

export const RELEASES: readonly Release[] = [
  { version: '0.1.0', lastMigration: '0027_domain_verification' },
];

/** The newest release. */
export const LAST_RELEASE: Release = RELEASES[RELEASES.length - 1] as Release;
