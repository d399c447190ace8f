/** Small constructors that keep the content tables short. */
import type { ItemSpec } from '../types.ts';

type ItemOptions = Omit<ItemSpec, 'title'>;

/** A control item of a generic card, with its explanation. */
export const control = (title: string, explanation: string, opts: ItemOptions = {}): ItemSpec => ({
  title,
  ...opts,
  details: { explanation, ...opts.details },
});
