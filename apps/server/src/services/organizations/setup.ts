/**
 * First-run setup (docs/setup.md): while the instance holds no organisation, the caller holding
 * the setup token creates the first organisation with its first admin. The token lives in the
 * process (printed at start, or SETUP_TOKEN); once an organisation exists setup is closed, and
 * the token this process printed never works again. Two setups sent together cannot both create
 * one: the creation takes a lock and checks, inside its transaction, that none exists yet.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  AppError,
  PORTAL_SETTINGS_MESSAGES,
  SETUP_MESSAGES as M,
  STAFF_SCOPES,
  type ZSetupRequest,
} from '@trustfront/core';
import type { z } from 'zod';
import type { AppDeps } from '../../app-types.ts';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
import { log } from '../../lib/log-context.ts';
import { iconContent } from '../editing/card-icon.ts';
import { savePortalImage } from '../settings/portal-images.ts';
import { createOrganization } from './create-organization.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'storage'>;

/** Serialises setups across instances ('tfsetup'). */
const SETUP_LOCK = 0x7466736574757000n.toString();

/** The instance's setup: its token, spent once this process created an organisation with it. */
export interface SetupGate {
  readonly token: string;
  spent: boolean;
}

export const setupGate = (token: string): SetupGate => ({ token, spent: false });

/** Whether the instance holds no organisation yet. */
export async function hasNoOrganization(db: Pick<Db, 'select'>): Promise<boolean> {
  const [any] = await db.select({ id: organizations.id }).from(organizations).limit(1);
  return any === undefined;
}

/** Whether setup is open: no organisation yet, and this process's token not spent. */
export async function isSetupOpen(db: Db, gate: SetupGate): Promise<boolean> {
  return !gate.spent && (await hasNoOrganization(db));
}

const closed = () => new AppError('setup_closed', M.closed, 409);

/** Compares in constant time, whatever the lengths. */
function tokenMatches(expected: string, given: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(given));
}

/** An error of one field of the form, as validation answers it. */
const onField = (error: AppError, field: string, status = error.status) =>
  new AppError(error.code, error.message, status, [{ path: `/${field}`, message: error.message }]);

/** The logo's bytes, checked like the portal's images (png, jpeg or a safe svg). */
async function checkedLogo(base64: string | undefined): Promise<Buffer | null> {
  if (base64 === undefined) return null;
  const bytes = Buffer.from(base64, 'base64');
  try {
    const image = await iconContent(bytes, {
      wrongType: PORTAL_SETTINGS_MESSAGES.imageWrongType,
      unsafeSvg: PORTAL_SETTINGS_MESSAGES.imageUnsafeSvg,
    });
    return image.content;
  } catch (error) {
    // A bad logo is bad input like any other field's (the settings' upload answers 415).
    throw error instanceof AppError ? onField(error, 'logo', 400) : error;
  }
}

/**
 * Creates the first organisation and its admin (with their password) and answers the admin's
 * id, for the caller to sign them in. Refused with 409 when setup is closed, 403 for a wrong
 * token, 400 for a logo that is no image; nothing is written then.
 */
export async function runSetup(
  deps: Deps,
  gate: SetupGate,
  input: z.output<typeof ZSetupRequest>,
): Promise<{ userId: string }> {
  const { token, logo: logoBase64, ...organization } = input;
  if (!(await isSetupOpen(deps.db, gate))) throw closed();
  if (!tokenMatches(gate.token, token)) {
    throw onField(new AppError('setup_token_wrong', M.tokenWrong, 403), 'token');
  }
  const logo = await checkedLogo(logoBase64);
  const created = await createOrganization(deps, organization, {
    before: async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SETUP_LOCK})`);
      if (!(await hasNoOrganization(tx))) throw closed();
    },
  });
  gate.spent = true;
  if (logo) {
    const admin = {
      userId: created.admin.userId,
      email: created.admin.email,
      orgId: created.orgId,
      orgSlug: created.slug,
      orgName: created.name,
      scopes: new Set<string>(STAFF_SCOPES),
      credential: 'password' as const,
    };
    // The organisation stands without its logo; the admin uploads it again from the settings.
    await savePortalImage(deps, admin, 'logo', undefined, logo).catch((error: unknown) =>
      log().warn({ err: error, orgId: created.orgId }, 'setup: the logo was not saved'),
    );
  }
  return { userId: created.admin.userId };
}
