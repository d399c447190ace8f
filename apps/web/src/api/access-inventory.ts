/**
 * Accounts → Export access inventory (app:accounts): the address of the inventory in a format.
 * The browser downloads it itself (a plain link with the session cookie), as a file.
 */
import type { AccessInventoryFormat } from '@trustfront/core';
import { toQuery } from './client.ts';

export const accessInventoryUrl = (format: AccessInventoryFormat): string =>
  `/api/app/accounts/inventory${toQuery({ format })}`;
