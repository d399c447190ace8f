/**
 * Where a card sits, as the reach rule reads it: the card's kind and hidden flag, its product's
 * `show`, and the product's hidden sections. Select these columns with `cards` joined to
 * `products` and left-joined to `product_configs`.
 */
import { cards, productConfigs, products } from '../../db/schema/index.ts';

export const cardPlacementColumns = {
  card: { kind: cards.kind, hidden: cards.hidden },
  product: { show: products.show },
  hiddenSections: productConfigs.hiddenSections,
};
