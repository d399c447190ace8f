import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CARD_KINDS, type EditCaller } from '@trustfront/core';
import type { AppDeps } from '../../app-types.ts';
import { editCallerOf } from '../../services/editing/context.ts';
import type { StaffCaller } from '../../services/staff/staff-caller.ts';
import { staffOf } from '../staff/guard.ts';

export const ZProductParams = z.object({ productId: z.string() });
export const ZCardParams = ZProductParams.extend({ kind: z.enum(CARD_KINDS) });
export const ZItemParams = ZProductParams.extend({ itemUid: z.string() });

/** The staff member the guard admitted and their edit rights. */
export async function editorOf(
  { db }: Pick<AppDeps, 'db'>,
  req: FastifyRequest,
): Promise<{ staff: StaffCaller; caller: EditCaller }> {
  const staff = staffOf(req);
  return { staff, caller: await editCallerOf(db, staff) };
}
