import { describe, expect, it } from 'vitest';
import {
  ACCESS_FORM_LABELS,
  RELATIONSHIPS,
  accessRequestDetails,
  countryName,
  relationshipLabel,
} from '../src/index.ts';

const PRODUCT = '0b9a4c6e-1f11-4d4e-9a55-2f2b7f9c1a01';
const OTHER = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('access request details', () => {
  it('labels every stored field in words, in a fixed order', () => {
    const details = accessRequestDetails(
      {
        products: [PRODUCT, OTHER],
        country: 'DE',
        relationship: 'prospective_customer',
        jobTitle: 'CISO',
        pointOfContact: 'sam@acme.example',
        customCheckbox: true,
        subscribe: true,
        itemKind: 'DataSecurity',
      },
      { [PRODUCT]: 'Acme Cloud', [OTHER]: 'Acme Mobile' },
    );
    expect(details).toEqual([
      { label: 'Job title', value: 'CISO' },
      { label: 'Relationship', value: 'Prospective customer' },
      { label: 'Country', value: 'Germany' },
      { label: 'Point of contact', value: 'sam@acme.example' },
      { label: 'Products', value: 'Acme Cloud, Acme Mobile' },
      { label: 'Custom checkbox', value: 'Ticked' },
      { label: 'Trust updates', value: 'Subscribed' },
      { label: 'Asked from', value: 'Data Security' },
    ]);
  });

  it('leaves out empty, false and unknown fields, and products without a name', () => {
    expect(
      accessRequestDetails(
        { jobTitle: '  ', subscribe: false, customCheckbox: false, products: [OTHER], secret: 'x' },
        { [PRODUCT]: 'Acme Cloud' },
      ),
    ).toEqual([]);
  });

  it('shows a value it cannot name as sent', () => {
    expect(accessRequestDetails({ relationship: 'alien', itemKind: 'Custom page' })).toEqual([
      { label: 'Relationship', value: 'alien' },
      { label: 'Asked from', value: 'Custom page' },
    ]);
  });

  it('names every relationship with the request form label', () => {
    for (const value of RELATIONSHIPS) {
      expect(relationshipLabel(value)).toBe(ACCESS_FORM_LABELS.relationships[value]);
    }
    expect(relationshipLabel('regulator/auditor')).toBe('Regulator / auditor');
  });

  it('names countries by their code, in the given language', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('FR', 'de')).toBe('Frankreich');
    expect(countryName('nope')).toBe('nope');
  });
});
