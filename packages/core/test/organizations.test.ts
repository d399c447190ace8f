import { describe, expect, it } from 'vitest';
import {
  CARD_KINDS,
  DEFAULT_PLAN,
  ORG_MESSAGES as M,
  PLANS,
  ZOrganizationCreate,
  adminNameOf,
  newProductCards,
  orgSlugProblem,
} from '../src/index.ts';

describe('orgSlugProblem', () => {
  it('accepts lowercase letters, digits and inner hyphens, 2 to 40 characters', () => {
    for (const slug of ['ab', 'acme', 'acme-2', 'a1-b2-c3', 'x'.repeat(40), '42']) {
      expect(orgSlugProblem(slug)).toBeNull();
    }
  });

  it('names what is wrong with a slug', () => {
    expect(orgSlugProblem('')).toBe(M.slugRequired);
    expect(orgSlugProblem('a')).toBe(M.slugLength);
    expect(orgSlugProblem('x'.repeat(41))).toBe(M.slugLength);
    expect(orgSlugProblem('Acme')).toBe(M.slugCharacters);
    expect(orgSlugProblem('acme corp')).toBe(M.slugCharacters);
    expect(orgSlugProblem('acme_corp')).toBe(M.slugCharacters);
    expect(orgSlugProblem('acmé')).toBe(M.slugCharacters);
    expect(orgSlugProblem('-acme')).toBe(M.slugHyphens);
    expect(orgSlugProblem('acme-')).toBe(M.slugHyphens);
  });

  it("refuses the server's own path names", () => {
    for (const slug of ['app', 'api', 'trust', 'assets']) {
      expect(orgSlugProblem(slug)).toBe(M.slugReserved(slug));
    }
    expect(orgSlugProblem('apps')).toBeNull();
  });
});

describe('ZOrganizationCreate', () => {
  it('trims the name and lower-cases the admin e-mail', () => {
    const parsed = ZOrganizationCreate.parse({
      name: '  Beta Inc ',
      slug: 'beta',
      adminEmail: 'Owner@Beta.Example',
    });
    expect(parsed).toEqual({ name: 'Beta Inc', slug: 'beta', adminEmail: 'owner@beta.example' });
  });

  it('refuses a blank name, a bad slug and a bad e-mail with their messages', () => {
    const result = ZOrganizationCreate.safeParse({ name: ' ', slug: 'API', adminEmail: 'nope' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain(M.nameRequired);
    expect(messages).toContain(M.slugCharacters);
    expect(messages).toContain('This email is invalid');
  });
});

describe('a new organisation', () => {
  it('names its admin by the e-mail when no name is given', () => {
    expect(adminNameOf('jo@beta.example', undefined)).toBe('jo');
    expect(adminNameOf('jo@beta.example', '')).toBe('jo');
    expect(adminNameOf('jo@beta.example', 'Jo Owner')).toBe('Jo Owner');
  });

  it('starts on a known plan with one hidden card of every kind', () => {
    expect(PLANS).toContain(DEFAULT_PLAN);
    const cards = newProductCards();
    expect(cards.map((c) => c.kind)).toEqual([...CARD_KINDS]);
    expect(cards.every((c) => c.hidden)).toBe(true);
    expect(cards.map((c) => c.position)).toEqual(CARD_KINDS.map((_, i) => i));
  });
});
