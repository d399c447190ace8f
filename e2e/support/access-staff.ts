/**
 * Staff API steps of the access journeys, with the admin's shared session: access settings
 * (read, save, put back) and approving a visitor's request, as staff would in the private app.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { TAccessSettings } from '@trustfront/core';

export async function readAccessSettings(staff: APIRequestContext): Promise<TAccessSettings> {
  const res = await staff.get('/api/app/settings/access');
  expect(res.status()).toBe(200);
  return (await res.json()) as TAccessSettings;
}

export async function saveAccessSettings(staff: APIRequestContext, settings: TAccessSettings) {
  const res = await staff.put('/api/app/settings/access', { data: settings });
  expect(res.status(), await res.text()).toBe(200);
}

/** Approves the pending request of `email` with a permission profile. */
export async function approveRequestOf(
  staff: APIRequestContext,
  email: string,
  permissionProfileId: string,
) {
  const queue = await staff.get('/api/app/access-requests');
  expect(queue.status()).toBe(200);
  const { requests } = (await queue.json()) as { requests: { id: string; email: string }[] };
  const request = requests.find((r) => r.email === email);
  if (!request) throw new Error(`No pending request of ${email}`);
  const res = await staff.post(`/api/app/access-requests/${request.id}/approve`, {
    data: { permissionProfileId },
  });
  expect(res.status(), await res.text()).toBe(200);
}
