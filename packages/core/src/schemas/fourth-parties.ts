/**
 * Fourth parties (docs/fourth-parties.md): a subprocessor's own signed trust feed, named by staff,
 * and the certifications the daily check keeps from it. The same shapes check the staff's routes,
 * the dialog and the portal's Subprocessors card.
 */
import { z } from 'zod';

/** Longest trust feed address staff may save. */
export const FOURTH_PARTY_URL_MAX = 2000;

/** A certification of the subprocessor, as its feed last listed it. */
export const ZFourthPartyCertification = z.object({
  /** The certification's id in the subprocessor's feed. */
  id: z.string(),
  title: z.string(),
  /** yyyy-mm-dd, or null when the feed gives none. */
  expiry: z.string().nullable(),
  /** Its link in the subprocessor's feed (http or https only), or null. */
  url: z.string().nullable(),
});
export type TFourthPartyCertification = z.infer<typeof ZFourthPartyCertification>;

/**
 * What the portal shows under a subprocessor whose feed staff named: the certifications of the
 * last good check, when that was, and since when the check fails (null while it passes).
 */
export const ZFourthPartyView = z.object({
  certifications: z.array(ZFourthPartyCertification),
  /** ISO timestamp of the last good check; null before the first. */
  checkedAt: z.string().nullable(),
  /** ISO timestamp of the first failed check since the last good one; null while it passes. */
  failingSince: z.string().nullable(),
});
export type TFourthPartyView = z.infer<typeof ZFourthPartyView>;

/** PUT …/companies/{itemUid}/trust-feed: the feed's address. */
export const ZFourthPartyFeedInput = z.object({
  url: z.string().trim().max(FOURTH_PARTY_URL_MAX),
});
export type TFourthPartyFeedInput = z.infer<typeof ZFourthPartyFeedInput>;

/** The staff's view of a subprocessor's feed: its address and the check's state. */
export const ZFourthPartyFeedState = ZFourthPartyView.extend({
  /** The feed's address; null when none is named. */
  url: z.string().nullable(),
  /** Why the last check failed, in general words; null while it passes. */
  failure: z.string().nullable(),
});
export type TFourthPartyFeedState = z.infer<typeof ZFourthPartyFeedState>;
