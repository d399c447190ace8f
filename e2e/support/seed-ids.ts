/**
 * Ids the demo seed draws at random: the 'NDA customers' permission profile and the 'Globex Inc'
 * account, read from the private app's staff API (permission profiles and accounts) with the
 * admin's shared session.
 */
import type { PlaywrightWorkerArgs } from '@playwright/test';
import type { TAccountList, TPermissionProfile } from '@trustfront/core';
import { staffRequest } from './staff-api.ts';

export const NDA_PROFILE_NAME = 'NDA customers';
export const NDA_ACCOUNT_NAME = 'Globex Inc';

export interface SeedAccess {
  permissionProfileId: string;
  accountId: string;
}

async function readJson<T>(
  request: Awaited<ReturnType<typeof staffRequest>>,
  path: string,
): Promise<T> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** The 'NDA customers' profile id and the Globex Inc account id, as staff list them. */
export async function seedAccess(
  playwright: PlaywrightWorkerArgs['playwright'],
): Promise<SeedAccess> {
  const request = await staffRequest(playwright);
  try {
    const { profiles } = await readJson<{ profiles: TPermissionProfile[] }>(
      request,
      '/api/app/accounts/profiles',
    );
    const { accounts } = await readJson<TAccountList>(request, '/api/app/accounts');
    const profile = profiles.find((p) => p.name === NDA_PROFILE_NAME);
    const account = accounts.find((a) => a.companyName === NDA_ACCOUNT_NAME);
    if (!profile || !account || account.permissionProfileId !== profile.id) {
      throw new Error(`Expected a '${NDA_PROFILE_NAME}' profile held by ${NDA_ACCOUNT_NAME}`);
    }
    return { permissionProfileId: profile.id, accountId: account.id };
  } finally {
    await request.dispose();
  }
}
