/**
 * The history of a trust center (docs/portal.md, History): the changes between two published
 * answers of the signed feed, the day `trust.json?at=` asks for, and how long the history is
 * kept. The feeds compared are what the anonymous page showed, so the changes never tell more.
 */
import { topicCategoryLabel } from '../constants/cards.ts';
import type { TTrustFeed, TTrustFeedDocument, TTrustFeedProduct } from '../schemas/trust-feed.ts';
import type {
  TTrustChangeEntry,
  TTrustChangeField,
  TTrustChangeValue,
  TrustChangeAction,
  TrustChangeKind,
} from '../schemas/trust-history.ts';

/** Years the history is kept when nothing else is configured. */
export const DEFAULT_HISTORY_RETENTION_YEARS = 3;

export const HISTORY_MESSAGES = {
  badDay: 'at must be a real date, yyyy-mm-dd',
  futureDay: 'at must not be in the future: the history tells what was published, not what will be',
  notKept: (years: number) =>
    `The history is kept for ${years} ${years === 1 ? 'year' : 'years'}: that day is no longer kept`,
  beforeFirst: (first: string) =>
    `Nothing was recorded of this trust center before ${first}, the first day of its history`,
  nothingYet:
    'Nothing of this trust center is recorded yet: its history starts with the next change',
  notPublic: 'This trust center does not show its content to visitors now, nor the history of it',
  unknownBefore: 'before names no change of this history',
} as const;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A record of some feed part, compared field by field. */
type Values = Record<string, TTrustChangeValue>;

function changedFields(before: Values, after: Values, fields: readonly string[]) {
  return fields
    .filter((f) => (before[f] ?? null) !== (after[f] ?? null))
    .map((f) => ({ field: f, old: before[f] ?? null, new: after[f] ?? null }));
}

const asFields = (values: Values, fields: readonly string[], side: 'old' | 'new') =>
  fields
    .filter((f) => (values[f] ?? null) !== null)
    .map((f): TTrustChangeField =>
      side === 'new'
        ? { field: f, old: null, new: values[f] ?? null }
        : { field: f, old: values[f] ?? null, new: null },
    );

interface Listed {
  id: string;
  title: string;
  values: Values;
}

interface ListOptions {
  kind: TrustChangeKind;
  product: { id: string; name: string } | null;
  fields: readonly string[];
  recordedOn: string;
  /** The day an addition took effect, when the feed says it. */
  addedOn?: (item: Listed) => string;
  addedAction?: 'added' | 'published';
}

/** Additions, removals and changes between two lists of the same kind, by id. */
function diffList(before: Listed[], after: Listed[], o: ListOptions): TTrustChangeEntry[] {
  const old = new Map(before.map((i) => [i.id, i]));
  const now = new Set(after.map((i) => i.id));
  const entries: TTrustChangeEntry[] = [];
  const entry = (
    action: TTrustChangeEntry['action'],
    item: Listed,
    fields: TTrustChangeField[],
    effectiveOn = o.recordedOn,
  ) =>
    entries.push({
      kind: o.kind,
      action,
      product: o.product,
      subject: { id: item.id, title: item.title },
      fields,
      effectiveOn,
    });
  for (const item of after) {
    const was = old.get(item.id);
    if (!was) {
      entry(
        o.addedAction ?? 'added',
        item,
        asFields(item.values, o.fields, 'new'),
        o.addedOn?.(item) ?? o.recordedOn,
      );
      continue;
    }
    const fields = changedFields(was.values, item.values, o.fields);
    if (fields.length > 0) entry('changed', item, fields);
  }
  for (const item of before) {
    if (!now.has(item.id)) entry('removed', item, asFields(item.values, o.fields, 'old'));
  }
  return entries;
}

const DOCUMENT_FIELDS = [
  'fileName',
  'contentType',
  'size',
  'sha256',
  'downloadable',
  'title',
] as const;

const documentValues = (d: TTrustFeedDocument): Values => ({
  title: d.title,
  fileName: d.fileName,
  contentType: d.contentType,
  size: d.size,
  sha256: d.sha256,
  downloadable: d.downloadable,
});

/**
 * The documents of one product, item by item: a file of the same id compared field by field,
 * a file that took another's place on the same item `replaced`, the rest added or removed. A
 * document kept for members (its title only) is listed with `access: restricted`.
 */
function diffDocuments(
  before: TTrustFeedProduct | undefined,
  after: TTrustFeedProduct | undefined,
  product: { id: string; name: string },
  recordedOn: string,
): TTrustChangeEntry[] {
  const byItem = (p: TTrustFeedProduct | undefined) => {
    const map = new Map<string, TTrustFeedDocument[]>();
    for (const d of p?.documents ?? []) map.set(d.itemId, [...(map.get(d.itemId) ?? []), d]);
    return map;
  };
  const [old, now] = [byItem(before), byItem(after)];
  const entries: TTrustChangeEntry[] = [];
  const push = (
    action: TTrustChangeEntry['action'],
    d: TTrustFeedDocument,
    fields: TTrustChangeField[],
  ) =>
    entries.push({
      kind: 'document',
      action,
      product,
      subject: { id: d.itemId, title: d.title },
      fields,
      effectiveOn: recordedOn,
    });
  for (const itemId of new Set([...now.keys(), ...old.keys()])) {
    const was = old.get(itemId) ?? [];
    const is = now.get(itemId) ?? [];
    const wasIds = new Set(was.map((d) => d.id));
    const isIds = new Set(is.map((d) => d.id));
    const gone = was.filter((d) => !isIds.has(d.id));
    const came = is.filter((d) => !wasIds.has(d.id));
    for (const d of is.filter((d) => wasIds.has(d.id))) {
      const prior = was.find((w) => w.id === d.id);
      const fields = prior
        ? changedFields(documentValues(prior), documentValues(d), DOCUMENT_FIELDS)
        : [];
      if (fields.length > 0) push('changed', d, fields);
    }
    came.forEach((d, i) => {
      const prior = gone[i];
      if (prior) {
        push(
          'replaced',
          d,
          changedFields(documentValues(prior), documentValues(d), DOCUMENT_FIELDS),
        );
      } else push('added', d, asFields(documentValues(d), DOCUMENT_FIELDS, 'new'));
    });
    for (const d of gone.slice(came.length)) {
      push('removed', d, asFields(documentValues(d), DOCUMENT_FIELDS, 'old'));
    }
  }
  const restricted = (p: TTrustFeedProduct | undefined): Listed[] =>
    (p?.restrictedDocuments ?? []).map((d) => ({
      id: d.itemId,
      title: d.title,
      values: { title: d.title, access: 'restricted' },
    }));
  entries.push(
    ...diffList(restricted(before), restricted(after), {
      kind: 'document',
      product,
      fields: ['title', 'access'],
      recordedOn,
    }),
  );
  return entries;
}

function diffProduct(
  before: TTrustFeedProduct | undefined,
  after: TTrustFeedProduct | undefined,
  recordedOn: string,
): TTrustChangeEntry[] {
  const latest = after ?? before;
  if (!latest) return [];
  const product = { id: latest.id, name: latest.name };
  const o = { product, recordedOn };
  return [
    ...diffList(
      before
        ? [{ id: before.id, title: before.name, values: { name: before.name, slug: before.slug } }]
        : [],
      after
        ? [{ id: after.id, title: after.name, values: { name: after.name, slug: after.slug } }]
        : [],
      { ...o, kind: 'product', product: null, fields: ['name', 'slug'] },
    ),
    ...diffList(
      (before?.certifications ?? []).map((c) => ({ id: c.id, title: c.title, values: c })),
      (after?.certifications ?? []).map((c) => ({ id: c.id, title: c.title, values: c })),
      { ...o, kind: 'certification', fields: ['title', 'state', 'auditor', 'expiry', 'url'] },
    ),
    ...diffList(
      (before?.controls ?? []).map((c) => ({ id: c.id, title: c.title, values: c })),
      (after?.controls ?? []).map((c) => ({ id: c.id, title: c.title, values: c })),
      { ...o, kind: 'control', fields: ['card', 'title', 'state', 'explanation'] },
    ),
    ...diffList(
      (before?.subprocessors ?? []).map((s) => ({ id: s.id, title: s.name, values: s })),
      (after?.subprocessors ?? []).map((s) => ({ id: s.id, title: s.name, values: s })),
      {
        ...o,
        kind: 'subprocessor',
        fields: ['name', 'purpose', 'location', 'website'],
        addedOn: (s) => String(s.values.addedOn ?? recordedOn),
      },
    ),
    ...diffDocuments(before, after, product, recordedOn),
  ];
}

/**
 * What changed from `before` (null: nothing recorded yet, so everything is added) to `after`,
 * recorded at `recordedAt`: the portal's own fields, then each product's (in the order of
 * `after`, then the products gone), then the trust updates.
 */
export function diffTrustFeeds(
  before: TTrustFeed | null,
  after: TTrustFeed,
  recordedAt: Date,
): TTrustChangeEntry[] {
  const recordedOn = dayOf(recordedAt);
  const portal = (f: TTrustFeed): Listed => ({
    id: f.organization.slug,
    title: f.organization.name,
    values: { ...f.organization, access: f.access },
  });
  const entries = diffList(before ? [portal(before)] : [], [portal(after)], {
    kind: 'portal',
    product: null,
    fields: ['name', 'portalTitle', 'description', 'websiteUrl', 'access'],
    recordedOn,
  }).filter((e) => e.action === 'changed');
  const old = new Map((before?.products ?? []).map((p) => [p.id, p]));
  const now = new Set(after.products.map((p) => p.id));
  for (const product of after.products) {
    entries.push(...diffProduct(old.get(product.id), product, recordedOn));
  }
  for (const product of before?.products ?? []) {
    if (!now.has(product.id)) entries.push(...diffProduct(product, undefined, recordedOn));
  }
  const update = (u: TTrustFeed['updates'][number]): Listed => ({
    id: u.id,
    title: u.topic,
    values: {
      topic: u.topic,
      category: u.category,
      message: u.message,
      publishedAt: u.publishedAt,
    },
  });
  entries.push(
    ...diffList((before?.updates ?? []).map(update), after.updates.map(update), {
      kind: 'update',
      product: null,
      fields: ['topic', 'category', 'message'],
      recordedOn,
      addedAction: 'published',
      addedOn: (u) => String(u.values.publishedAt ?? recordedOn).slice(0, 10),
    }),
  );
  return entries;
}

export type HistoryDay =
  | { ok: true; day: string; /** The first instant after that day (UTC). */ end: Date }
  | { ok: false; message: string };

/**
 * The day `trust.json?at=` asks for (UTC): a real calendar date, not after today and not before
 * the history's kept years.
 */
export function historyDay(at: string, now: Date, retentionYears: number): HistoryDay {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(at);
  if (!match) return { ok: false, message: HISTORY_MESSAGES.badDay };
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = new Date(Date.UTC(year, month - 1, date));
  if (
    year < 1970 ||
    start.getUTCFullYear() !== year ||
    start.getUTCMonth() !== month - 1 ||
    start.getUTCDate() !== date
  ) {
    return { ok: false, message: HISTORY_MESSAGES.badDay };
  }
  if (at > dayOf(now)) return { ok: false, message: HISTORY_MESSAGES.futureDay };
  const end = new Date(start.getTime() + 24 * 60 * 60 * 1000);
  if (end <= historyCutoff(now, retentionYears)) {
    return { ok: false, message: HISTORY_MESSAGES.notKept(retentionYears) };
  }
  return { ok: true, day: at, end };
}

/** The first instant the history keeps in full: `years` years before `now`. */
export function historyCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/** The job key of the day's pruning, so that every instance enqueues it and it runs once. */
export const historyPruneKey = (now: Date): string => `trust-history.prune:${dayOf(now)}`;

/** The kinds as the Changes page names them (its filter and each entry). */
export const TRUST_CHANGE_KIND_LABELS: Record<TrustChangeKind, string> = {
  portal: 'Trust center',
  product: 'Product',
  certification: 'Certification',
  control: 'Control',
  subprocessor: 'Subprocessor',
  document: 'Document',
  update: 'Trust update',
};

export const TRUST_CHANGE_ACTION_LABELS: Record<TrustChangeAction, string> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
  replaced: 'Replaced',
  published: 'Published',
};

/** The fields as the Changes page names them. */
export const TRUST_CHANGE_FIELD_LABELS = {
  name: 'Name',
  slug: 'Address',
  title: 'Title',
  state: 'State',
  auditor: 'Auditor',
  expiry: 'Expiry',
  url: 'Link',
  card: 'Card',
  explanation: 'Explanation',
  purpose: 'Purpose',
  location: 'Location',
  website: 'Website',
  fileName: 'File',
  contentType: 'Type',
  size: 'Size',
  sha256: 'SHA-256',
  downloadable: 'Downloadable',
  access: 'Access',
  topic: 'Topic',
  category: 'Category',
  message: 'Message',
  portalTitle: 'Title',
  description: 'Description',
  websiteUrl: 'Website',
} satisfies Record<string, string>;
const FIELD_LABEL_OF: Readonly<Record<string, string>> = TRUST_CHANGE_FIELD_LABELS;

export const fieldLabel = (field: string): string => FIELD_LABEL_OF[field] ?? field;

/** A control's state in words, as its card shows it. */
export const TRUST_CHANGE_STATE_WORDS = {
  enabled: 'Enabled',
  work_in_progress: 'In Progress',
  not_enabled: 'Not enabled',
} satisfies Record<string, string>;
const STATE_WORD_OF: Readonly<Record<string, string>> = TRUST_CHANGE_STATE_WORDS;

/** A field's value as the Changes page shows it: a state in words, others as they are. */
export function fieldValue(value: TTrustChangeValue, field?: string): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'state' && typeof value === 'string' && Object.hasOwn(STATE_WORD_OF, value))
    return STATE_WORD_OF[value] ?? value;
  if (field === 'category' && typeof value === 'string') return topicCategoryLabel(value);
  return String(value);
}

export const CHANGES_MESSAGES = {
  title: 'Changes',
  intro: 'Every change this trust center published, newest first.',
  allKinds: 'All changes',
  empty: 'No changes are recorded yet.',
  emptyKind: 'No changes of this kind are recorded.',
  notPublic: 'This trust center shows its content, and its changes, to signed-in members only.',
  back: 'Back to the trust center',
  older: 'Older changes',
  effective: (day: string) => `Effective ${day}`,
  machines: 'For machines:',
} as const;
