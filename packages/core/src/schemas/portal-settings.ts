/**
 * The portal's customisation as staff edit it in the private app (docs/portal.md, Page chrome):
 * title, description, brand colour, the 'Built on' link, the Help card's actions, the access
 * request fields, the public access level, images and custom domains. The settings page and the
 * server validate with these schemas, so both show the same messages.
 */
import { z } from 'zod';
import { ACCESS_REQUEST_FIELD_KEYS, type AccessRequestFieldKey } from './access-request.ts';
import { PUBLIC_ACCESS_LEVELS, ZAssetRef, ZClickAction } from './portal-view.ts';
import { isMailbox, safeHttpUrl } from '../rules/portal-links.ts';
import { isBrandColor } from '../rules/brand-color.ts';
import {
  DOMAIN_CHECK_FAILURES,
  DOMAIN_STATUSES,
  DOMAIN_TAKEN_MESSAGE,
} from '../rules/domain-verification.ts';

/** Limits of the portal settings (kept apart from LIMITS, which the portal's first screen loads). */
export const PORTAL_SETTINGS_LIMITS = {
  /** Largest logo, favicon or banner staff may upload. */
  imageMaxBytes: 2 * 1024 * 1024,
  titleMaxChars: 60,
  descriptionMaxChars: 300,
  fieldLabelMaxChars: 200,
} as const;
const LIMITS = PORTAL_SETTINGS_LIMITS;

export const PORTAL_SETTINGS_MESSAGES = {
  titleRequired: 'Portal title is required',
  titleMax: `Max ${LIMITS.titleMaxChars} characters`,
  descriptionMax: `Max ${LIMITS.descriptionMaxChars} characters`,
  urlInvalid: 'Enter a full address starting with https:// or http://',
  brandColorInvalid: 'Enter a colour as # followed by six hexadecimal digits, e.g. #1f6feb',
  supportUrlRequired: 'Enter the support page address',
  supportMailboxRequired: 'Enter a valid support mailbox, e.g. support@example.com',
  reportUrlRequired: 'Enter the address where issues are reported',
  securityMailboxRequired: 'Enter a valid security mailbox, e.g. security@example.com',
  mailboxInvalid: 'Enter a valid e-mail address',
  fieldLabelRequired: 'An enabled field needs a label',
  fieldLabelMax: `Max ${LIMITS.fieldLabelMaxChars} characters`,
  domainInvalid: 'Enter a domain name such as trust.example.com',
  domainTaken: DOMAIN_TAKEN_MESSAGE,
  domainAlreadyAdded: 'This domain is already added',
  domainIsMainHost: "This is the platform's own address, not a custom domain",
  imageRequired: 'Choose an image to upload',
  imageWrongType: 'The image must be a PNG, JPEG or SVG file',
  imageUnsafeSvg: 'This SVG contains scripts or external references and cannot be used',
  imageTooLarge: `The image is larger than the ${LIMITS.imageMaxBytes / 1024 / 1024}MB allowed`,
  bannerProductRequired: 'Choose the product whose banner this is',
} as const;
const M = PORTAL_SETTINGS_MESSAGES;

/** An optional text: blank means none. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .transform((value) => (value ? value : null));

/** An optional http(s) address: blank means none. */
const ZOptionalHttpUrl = optionalText(2000, M.urlInvalid).refine(
  (value) => value === null || safeHttpUrl(value) !== null,
  M.urlInvalid,
);

/** An optional mailbox: blank means none. */
const ZOptionalMailbox = optionalText(320, M.mailboxInvalid).refine(
  (value) => value === null || isMailbox(value),
  M.mailboxInvalid,
);

/** #rrggbb, lower-cased; blank means the platform's own colour. */
export const ZBrandColor = z
  .string()
  .trim()
  .nullable()
  .transform((value) => (value ? value.toLowerCase() : null))
  .refine((value) => value === null || isBrandColor(value), M.brandColorInvalid);

const ZFieldSetting = z
  .object({
    enabled: z.boolean(),
    label: z.string().trim().max(LIMITS.fieldLabelMaxChars, M.fieldLabelMax),
  })
  .superRefine((field, ctx) => {
    if (field.enabled && field.label === '')
      ctx.addIssue({ code: 'custom', path: ['label'], message: M.fieldLabelRequired });
  });

export const ZAccessRequestFieldSettings = z.object(
  Object.fromEntries(ACCESS_REQUEST_FIELD_KEYS.map((key) => [key, ZFieldSetting])) as Record<
    AccessRequestFieldKey,
    typeof ZFieldSetting
  >,
);

/** What the settings form saves, all at once. */
export const ZPortalSettings = z
  .object({
    portalTitle: z
      .string({ error: M.titleRequired })
      .trim()
      .min(1, M.titleRequired)
      .max(LIMITS.titleMaxChars, M.titleMax),
    showPortalTitle: z.boolean(),
    description: optionalText(LIMITS.descriptionMaxChars, M.descriptionMax),
    /** The organisation's own site, where the header's logo links. */
    websiteUrl: ZOptionalHttpUrl,
    /** #rrggbb, or null for the platform's colour. */
    brandColor: ZBrandColor,
    showBuiltOn: z.boolean(),
    contactSupport: z.object({ onClickAction: ZClickAction, supportUrl: ZOptionalHttpUrl }),
    supportMailbox: ZOptionalMailbox,
    reportIssue: z.object({ onClickAction: ZClickAction, reportUrl: ZOptionalHttpUrl }),
    securityMailbox: ZOptionalMailbox,
    accessRequestFields: ZAccessRequestFieldSettings,
    publicAccessLevel: z.enum(PUBLIC_ACCESS_LEVELS),
    /** security.txt's Contact and Policy (docs/portal.md, security.txt and llms.txt); kept when absent. */
    securityContactEmail: ZOptionalMailbox.optional(),
    securityContactUrl: ZOptionalHttpUrl.optional(),
    securityPolicyUrl: ZOptionalHttpUrl.optional(),
  })
  .superRefine((value, ctx) => {
    const need = (ok: boolean, path: string[], message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path, message });
    };
    const { contactSupport: support, reportIssue: report } = value;
    if (support.onClickAction === 'url')
      need(support.supportUrl !== null, ['contactSupport', 'supportUrl'], M.supportUrlRequired);
    if (support.onClickAction === 'email')
      need(value.supportMailbox !== null, ['supportMailbox'], M.supportMailboxRequired);
    if (report.onClickAction === 'url')
      need(report.reportUrl !== null, ['reportIssue', 'reportUrl'], M.reportUrlRequired);
    if (report.onClickAction === 'email')
      need(value.securityMailbox !== null, ['securityMailbox'], M.securityMailboxRequired);
  });
export type TPortalSettings = z.output<typeof ZPortalSettings>;
export type TPortalSettingsInput = z.input<typeof ZPortalSettings>;

const ZClickSettingAnswer = { onClickAction: ZClickAction };

/**
 * A custom domain with its verification (docs/portal.md, Hosts and custom domains): the TXT
 * record staff create, where the domain stands and why its last check failed.
 */
export const ZCustomDomain = z.object({
  domain: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  /** Whether the portal answers on the domain now. */
  served: z.boolean(),
  /** The TXT record to create: its name and its value. */
  recordName: z.string(),
  recordValue: z.string(),
  verifiedAt: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  failure: z.enum(DOMAIN_CHECK_FAILURES).nullable(),
  /** The failure in words, naming the record. */
  failureMessage: z.string().nullable(),
  /** When a failing domain stops being served unless a check passes first. */
  lapsesAt: z.string().nullable(),
});
export type TCustomDomain = z.infer<typeof ZCustomDomain>;
/** The saved settings with the images and domains, as the server answers them. */
export const ZPortalSettingsAnswer = z.object({
  settings: z.object({
    portalTitle: z.string(),
    showPortalTitle: z.boolean(),
    description: z.string().nullable(),
    websiteUrl: z.string().nullable(),
    brandColor: z.string().nullable(),
    showBuiltOn: z.boolean(),
    contactSupport: z.object({ ...ZClickSettingAnswer, supportUrl: z.string().nullable() }),
    supportMailbox: z.string().nullable(),
    reportIssue: z.object({ ...ZClickSettingAnswer, reportUrl: z.string().nullable() }),
    securityMailbox: z.string().nullable(),
    accessRequestFields: z.record(
      z.enum(ACCESS_REQUEST_FIELD_KEYS),
      z.object({ enabled: z.boolean(), label: z.string() }),
    ),
    publicAccessLevel: z.enum(PUBLIC_ACCESS_LEVELS),
    securityContactEmail: z.string().nullable(),
    securityContactUrl: z.string().nullable(),
    securityPolicyUrl: z.string().nullable(),
  }),
  images: z.object({ logo: ZAssetRef.nullable(), favicon: ZAssetRef.nullable() }),
  products: z.array(
    z.object({ productId: z.string(), productName: z.string(), banner: ZAssetRef.nullable() }),
  ),
  customDomains: z.array(ZCustomDomain),
  orgId: z.string(),
});
export type TPortalSettingsAnswer = z.infer<typeof ZPortalSettingsAnswer>;

/** The request form's defaults, used for fields an organisation never configured. */
export const DEFAULT_FIELD_LABELS: Record<AccessRequestFieldKey, string> = {
  customCheckbox: 'I agree to the terms',
  countriesDropdown: 'Country',
  relationshipDropdown: 'Relationship',
  jobTitleTextField: 'Job title',
  pointOfContactField: 'Point of contact',
  accountMemberRequestProducts: 'Products',
};

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** Whether a text is a fully qualified host name of at least two labels with an alphabetic top. */
export function isHostname(value: string): boolean {
  if (value.length > 253) return false;
  const labels = value.split('.');
  const top = labels.at(-1) ?? '';
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && /^[a-z]{2,63}$/.test(top);
}

/** A custom domain as staff type it: trimmed, lower-cased, a trailing dot dropped. */
export const ZCustomDomainRequest = z.object({
  domain: z
    .string({ error: M.domainInvalid })
    .trim()
    .toLowerCase()
    .transform((value) => value.replace(/\.$/, ''))
    .refine(isHostname, M.domainInvalid),
});

export const PORTAL_IMAGE_KINDS = ['logo', 'favicon', 'banner'] as const;
export type PortalImageKind = (typeof PORTAL_IMAGE_KINDS)[number];
export const ZPortalImageParams = z.object({ kind: z.enum(PORTAL_IMAGE_KINDS) });
/** A banner belongs to a product; the logo and favicon to the organisation. */
export const ZPortalImageQuery = z.object({
  productId: z.uuid(M.bannerProductRequired).optional(),
});
