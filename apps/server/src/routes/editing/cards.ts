import {
  ZCardOrderRequest,
  ZCardPatch,
  ZItemOrderRequest,
  ZSectionOrderRequest,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import { patchCard } from '../../services/editing/card-settings.ts';
import { saveCardOrder, saveItemOrder, saveSectionOrder } from '../../services/editing/ordering.ts';
import { staffOnly } from '../staff/guard.ts';
import { editorOf, ZCardParams, ZProductParams } from './params.ts';

/**
 * Products and cards in main mode (docs/editing.md, Routes): section order, card order, a card's
 * settings (hidden, title, placeholder, display text, featured documents) and its item order.
 */
export function cardEditingRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  // Checked on request, before the body is read or validated: a refused caller learns nothing.
  const guarded = staffOnly('statuspage:edit');
  const tags = ['trust-center'];

  app.patch(
    '/api/trust-center/products/:productId',
    { config: guarded, schema: { tags, params: ZProductParams, body: ZSectionOrderRequest } },
    async (req, reply) => {
      const { staff, caller } = await editorOf(deps, req);
      await saveSectionOrder(db, staff, caller, req.params.productId, req.body);
      return reply.code(204).send();
    },
  );
  app.patch(
    '/api/trust-center/products/:productId/cards',
    { config: guarded, schema: { tags, params: ZProductParams, body: ZCardOrderRequest } },
    async (req, reply) => {
      const { staff, caller } = await editorOf(deps, req);
      await saveCardOrder(db, staff, caller, req.params.productId, req.body);
      return reply.code(204).send();
    },
  );
  app.patch(
    '/api/trust-center/products/:productId/cards/:kind',
    { config: guarded, schema: { tags, params: ZCardParams, body: ZCardPatch } },
    async (req, reply) => {
      const { staff, caller } = await editorOf(deps, req);
      const { productId, kind } = req.params;
      await patchCard(db, staff, caller, productId, kind, req.body);
      return reply.code(204).send();
    },
  );
  app.patch(
    '/api/trust-center/products/:productId/cards/:kind/items',
    { config: guarded, schema: { tags, params: ZCardParams, body: ZItemOrderRequest } },
    async (req, reply) => {
      const { staff, caller } = await editorOf(deps, req);
      const { productId, kind } = req.params;
      await saveItemOrder(db, staff, caller, productId, kind, req.body);
      return reply.code(204).send();
    },
  );
}
