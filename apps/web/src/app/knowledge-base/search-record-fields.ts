/** The fields of each kind of search record, as the private app's list and form show them. */
import { CONTROL_STATUSES, CONTROL_STATUS_LABELS, type SearchRecordKind } from '@trustfront/core';

export interface RecordField {
  name: string;
  label: string;
  input: 'text' | 'textarea' | 'select';
  options?: { value: string; label: string }[];
  /** Shown as a column of the list. */
  listed: boolean;
  initial: string;
}

const visibility: RecordField = {
  name: 'visibility',
  label: 'Who may find it',
  input: 'select',
  options: [
    { value: 'public', label: 'Everyone the portal reaches' },
    { value: 'internal', label: 'Staff only' },
  ],
  listed: true,
  initial: 'public',
};

export const RECORD_PAGES: Record<
  SearchRecordKind,
  { title: string; singular: string; intro: string; fields: RecordField[] }
> = {
  controls: {
    title: 'Controls',
    singular: 'control',
    intro: 'The security controls reviewers find when they search the trust center.',
    fields: [
      { name: 'name', label: 'Name', input: 'text', listed: true, initial: '' },
      { name: 'description', label: 'Description', input: 'textarea', listed: false, initial: '' },
      {
        name: 'status',
        label: 'Status',
        input: 'select',
        options: CONTROL_STATUSES.map((value) => ({ value, label: CONTROL_STATUS_LABELS[value] })),
        listed: true,
        initial: 'implemented',
      },
      visibility,
    ],
  },
  facts: {
    title: 'Facts',
    singular: 'fact',
    intro: 'Short statements that answer reviewers’ questions, e.g. how data is encrypted at rest.',
    fields: [
      { name: 'statement', label: 'Statement', input: 'text', listed: true, initial: '' },
      { name: 'details', label: 'Details', input: 'textarea', listed: false, initial: '' },
      visibility,
    ],
  },
  webpages: {
    title: 'Webpages',
    singular: 'webpage',
    intro: 'Pages of your website that the trust center’s search finds, with their text.',
    fields: [
      { name: 'title', label: 'Title', input: 'text', listed: true, initial: '' },
      { name: 'url', label: 'URL', input: 'text', listed: true, initial: '' },
      { name: 'body', label: 'Text', input: 'textarea', listed: false, initial: '' },
      visibility,
    ],
  },
};

/** The label of a field's value in the list (a select's option label, else the value). */
export const shownValue = (field: RecordField, value: string | undefined) =>
  field.options?.find((o) => o.value === value)?.label ?? value ?? '';
