/**
 * Settings → Export: the address of the organisation's archive. The browser downloads it itself
 * (a plain link with the session cookie), so it streams to disk whatever its size.
 */
import { toQuery } from './client.ts';

export const organizationExportUrl = (personalData: boolean): string =>
  `/api/app/settings/export${personalData ? toQuery({ personalData: 'true' }) : ''}`;
