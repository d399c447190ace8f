/**
 * Trustfront's version: the root package.json's, read into the build (the bundles carry it, so
 * the image needs no package.json) and printed by `--version`.
 */
import rootPackage from '../../../package.json' with { type: 'json' };

export const TRUSTFRONT_VERSION: string = rootPackage.version;
