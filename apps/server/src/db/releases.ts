/**
 * Every release of Trustfront and the migration it ends with (docs/deploy.md, Upgrades): a
 * database a release made holds exactly the migrations up to that one. The upgrade test
 * (test/upgrade.test.ts) migrates a database to the last release's, fills it with the demo's data
 * and upgrades it to this build; `--version` says a build whose migrations go past the last
 * release's is a development build after it (version.ts). A release adds its line here as
 * CHANGELOG.md gets its section, and its commit is tagged `v{version}`.
 */
export interface Release {
  version: string;
  /** The tag of the release's last migration, as in `migrations/meta/_journal.json`. */
  lastMigration: string;
}

export const RELEASES: readonly Release[] = [
  { version: '0.1.0', lastMigration: '0025_trust_data' },
];

/** The newest release. */
export const LAST_RELEASE: Release = RELEASES[RELEASES.length - 1] as Release;
