/**
 * The extra fields of an access request as staff read them in the queue (docs/access.md,
 * Reviewing requests): each a label in words and a value in words, never a stored key, an enum
 * value, a country code or a product id.
 */
import { ACCESS_FORM_LABELS } from '../constants/access-messages.ts';
import { CARD_DEFAULT_TITLES, isCardKind } from '../constants/cards.ts';
import { RELATIONSHIPS, type Relationship } from '../schemas/access-request.ts';

/** The label of each stored field, in the order the queue lists them. */
export const ACCESS_REQUEST_DETAIL_LABELS = {
  jobTitle: 'Job title',
  relationship: 'Relationship',
  country: 'Country',
  pointOfContact: 'Point of contact',
  products: 'Products',
  customCheckbox: 'Custom checkbox',
  subscribe: 'Trust updates',
  itemKind: 'Asked from',
} as const;
type DetailKey = keyof typeof ACCESS_REQUEST_DETAIL_LABELS;

export interface AccessRequestDetail {
  label: string;
  value: string;
}

const isRelationship = (value: string): value is Relationship =>
  (RELATIONSHIPS as readonly string[]).includes(value);

/** 'prospective_customer' → 'Prospective customer'; an unknown value is shown as sent. */
export function relationshipLabel(value: string): string {
  return isRelationship(value) ? ACCESS_FORM_LABELS.relationships[value] : value;
}

/** A country's name from its ISO 3166-1 alpha-2 code ('DE' → 'Germany'), in `locale`. */
export function countryName(code: string, locale = 'en'): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return (
      new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' }).of(code) ?? code
    );
  } catch {
    return code;
  }
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function valueOf(
  key: DetailKey,
  raw: unknown,
  productNames: Readonly<Record<string, string>>,
  locale: string,
): string | null {
  switch (key) {
    case 'relationship': {
      const value = text(raw);
      return value && relationshipLabel(value);
    }
    case 'country': {
      const value = text(raw);
      return value && countryName(value, locale);
    }
    case 'products': {
      if (!Array.isArray(raw)) return null;
      // A product removed since the request no longer has a name: it is left out.
      const names = raw.flatMap((id) =>
        typeof id === 'string' && productNames[id] ? [productNames[id]] : [],
      );
      return names.length ? names.join(', ') : null;
    }
    case 'customCheckbox':
      return raw === true ? 'Ticked' : null;
    case 'subscribe':
      return raw === true ? 'Subscribed' : null;
    case 'itemKind': {
      const value = text(raw);
      return value && (isCardKind(value) ? CARD_DEFAULT_TITLES[value] : value);
    }
    case 'jobTitle':
    case 'pointOfContact':
      return text(raw);
  }
}

/**
 * The request's extra fields as 'Label: value' pairs: `fields` as the request stored them,
 * `productNames` the names of the organisation's products by id. Fields without a value, and
 * fields this version does not know, are left out.
 */
export function accessRequestDetails(
  fields: Readonly<Record<string, unknown>>,
  productNames: Readonly<Record<string, string>> = {},
  locale = 'en',
): AccessRequestDetail[] {
  return (Object.keys(ACCESS_REQUEST_DETAIL_LABELS) as DetailKey[]).flatMap((key) => {
    const value = valueOf(key, fields[key], productNames, locale);
    return value ? [{ label: ACCESS_REQUEST_DETAIL_LABELS[key], value }] : [];
  });
}
