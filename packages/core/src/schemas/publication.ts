/** The setup checklist's and the publication's answers (docs/portal.md, Publication). */
import { z } from 'zod';
import { SETUP_STEPS } from '../rules/publication.ts';

export const ZSetupChecklist = z.object({
  steps: z.array(z.object({ id: z.enum(SETUP_STEPS), done: z.boolean() })),
  /** When the trust center was published; null while it is not. */
  publishedAt: z.string().nullable(),
});
export type TSetupChecklist = z.infer<typeof ZSetupChecklist>;

/** `PUT /api/app/publication`: publish (true) or unpublish (false) the trust center. */
export const ZPublicationChange = z.object({ published: z.boolean() });

export const ZPublication = z.object({ publishedAt: z.string().nullable() });
export type TPublication = z.infer<typeof ZPublication>;
