/**
 * What the organisation keeps for reviewers' questions besides cards and the knowledge base
 * (docs/search.md, Controls, facts and webpages): controls (name, description, status), facts
 * (short statements) and webpages (title, URL, text), as staff edit them in the private app. Each
 * is searchable, to everyone the portal reaches ('public') or to staff only ('internal').
 */
import { z } from 'zod';
import { CONTROL_STATUSES, RECORD_VISIBILITIES } from './constants.ts';

const required = 'This field is required';
const text = (max: number, label: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} can be at most ${max} characters`);

const visibility = z
  .enum(RECORD_VISIBILITIES, { error: 'Choose who may find it: public or internal' })
  .default('public');

export const ZControlInput = z.object({
  name: text(200, 'The name'),
  description: text(5000, 'The description'),
  status: z.enum(CONTROL_STATUSES, {
    error: 'Choose a status: implemented, in progress or planned',
  }),
  visibility,
});
export const ZControl = ZControlInput.extend({ id: z.string() });
export type TControl = z.output<typeof ZControl>;

export const ZFactInput = z.object({
  statement: text(300, 'The statement'),
  details: z.string().trim().max(5000, 'The details can be at most 5000 characters').default(''),
  visibility,
});
export const ZFact = ZFactInput.extend({ id: z.string() });
export type TFact = z.output<typeof ZFact>;

export const ZWebpageInput = z.object({
  title: text(300, 'The title'),
  url: z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(2000, 'The address can be at most 2000 characters')
    .refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, 'Enter a full address starting with https://'),
  body: text(50_000, 'The text'),
  visibility,
});
export const ZWebpage = ZWebpageInput.extend({ id: z.string() });
export type TWebpage = z.output<typeof ZWebpage>;

export const SEARCH_RECORD_KINDS = ['controls', 'facts', 'webpages'] as const;
export type SearchRecordKind = (typeof SEARCH_RECORD_KINDS)[number];

/** The inputs and records of each kind, for routes and forms that handle all three alike. */
export const SEARCH_RECORD_SCHEMAS = {
  controls: { input: ZControlInput, record: ZControl },
  facts: { input: ZFactInput, record: ZFact },
  webpages: { input: ZWebpageInput, record: ZWebpage },
} as const;
