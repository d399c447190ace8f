/** What a partner's tool reads with a TPRM token: the items as the member's portal shows them. */
import type { TTprmExport } from '@trustfront/core';
import type { TprmExportData } from '../services/members/tprm/tprm-export.ts';
import { presentPortalView } from './portal-view.ts';

export function presentTprmExport({
  orgName,
  companyName,
  viewer,
  products,
}: TprmExportData): TTprmExport {
  const items: TTprmExport['items'] = [];
  for (const { name, data } of products) {
    for (const card of presentPortalView(viewer, data).cards) {
      for (const item of card.items) {
        items.push({
          itemUid: item.itemUid,
          product: name,
          card: card.title,
          title: item.title,
          access: item.isUnlocked ? 'open' : 'locked',
          documents: item.documents.filter((d) => d.isUnlocked).map((d) => d.originalName),
        });
      }
    }
  }
  return { organization: { name: orgName }, account: { companyName }, items };
}
