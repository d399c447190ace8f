import {
  ZCardBridgeLetters,
  ZCustomItemCreate,
  ZEditedItem,
  ZItemSlugRequest,
  ZItemUpdate,
  ZMoveItemRequest,
} from '@trustfront/core';
import type { App, AppDeps } from '../../app-types.ts';
import {
  createCustomItem,
  deleteCustomItem,
  moveItem,
  setItemSlug,
  updateItem,
} from '../../services/editing/items.ts';
import { loadCardBridgeLetters } from '../../services/editing/bridge-letters.ts';
import { staffOnly } from '../staff/guard.ts';
import { editorOf, ZCardParams, ZItemParams } from './params.ts';

/**
 * Items in main mode (docs/editing.md, Items, Card actions and Routes): edit, move to another card,
 * custom URL slug, custom items added and deleted, and the bridge letters of a card's items.
 */
export function itemEditingRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  // Checked on request, before the body is read or validated: a refused caller learns nothing.
  const guarded = staffOnly('statuspage:edit');
  const tags = ['trust-center'];
  const response = { 200: ZEditedItem };

  app.put(
    '/api/trust-center/products/:productId/items/:itemUid',
    { config: guarded, schema: { tags, params: ZItemParams, body: ZItemUpdate, response } },
    async (req) => {
      const { staff, caller } = await editorOf(deps, req);
      const { productId, itemUid } = req.params;
      return updateItem(db, staff, caller, productId, itemUid, req.body);
    },
  );
  app.patch(
    '/api/trust-center/products/:productId/items/:itemUid',
    { config: guarded, schema: { tags, params: ZItemParams, body: ZMoveItemRequest, response } },
    async (req) => {
      const { staff, caller } = await editorOf(deps, req);
      const { productId, itemUid } = req.params;
      return moveItem(db, staff, caller, productId, itemUid, req.body.destinationCardId);
    },
  );
  app.put(
    '/api/trust-center/products/:productId/items/:itemUid/slug',
    { config: guarded, schema: { tags, params: ZItemParams, body: ZItemSlugRequest, response } },
    async (req) => {
      const { staff, caller } = await editorOf(deps, req);
      const { productId, itemUid } = req.params;
      return setItemSlug(db, staff, caller, productId, itemUid, req.body.slug);
    },
  );
  app.post(
    '/api/trust-center/products/:productId/cards/:kind/custom-items',
    { config: guarded, schema: { tags, params: ZCardParams, body: ZCustomItemCreate, response } },
    async (req) => {
      const { staff, caller } = await editorOf(deps, req);
      const { productId, kind } = req.params;
      return createCustomItem(db, staff, caller, productId, kind, req.body);
    },
  );
  app.delete(
    '/api/trust-center/products/:productId/items/:itemUid',
    { config: guarded, schema: { tags, params: ZItemParams } },
    async (req, reply) => {
      const { staff, caller } = await editorOf(deps, req);
      await deleteCustomItem(db, staff, caller, req.params.productId, req.params.itemUid);
      return reply.code(204).send();
    },
  );
  app.get(
    '/api/trust-center/products/:productId/cards/:kind/bridge-letters',
    {
      config: guarded,
      schema: { tags, params: ZCardParams, response: { 200: ZCardBridgeLetters } },
    },
    async (req) => {
      const { staff, caller } = await editorOf(deps, req);
      return loadCardBridgeLetters(db, staff, caller, req.params.productId, req.params.kind);
    },
  );
}
