import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_REQUEST_STATUSES,
  accessRequestSchema,
  decideAccessRequest,
  decideLogin,
  hasCurrentAccess,
  inviteEntryError,
  splitInviteEntries,
  ZInviteRequest,
  ZPortalLoginRequest,
  type AccessFacts,
  type TAccessRequestFields,
} from '../src/index.ts';

const PRODUCT = '0b5f6a62-8f3e-4d0c-9c55-2c4a1a7e0e11';
const now = new Date('2030-06-01T00:00:00Z');

const valid = {
  email: 'ana@globex.example',
  firstName: 'Ana',
  lastName: 'Lee',
  companyName: 'Globex',
  agree: true,
  productId: PRODUCT,
};

const TERMS = { termsUrl: 'https://globex.example/terms', privacyUrl: null };

/** The first message of a failed parse, per field path (the organisation links terms). */
function messages(
  fields: TAccessRequestFields,
  body: Record<string, unknown>,
  terms: { termsUrl: string | null; privacyUrl: string | null } = TERMS,
) {
  const result = accessRequestSchema(fields, terms).safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('access request form', () => {
  it('asks for names, e-mail, company and the terms with the documented texts', () => {
    expect(messages({}, { productId: PRODUCT })).toEqual({
      email: 'Email is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      companyName: 'Company name is required',
      agree: 'You must agree to the terms',
    });
    expect(messages({}, { ...valid, email: 'nope', firstName: ' ', agree: false })).toEqual({
      email: 'This email is invalid',
      firstName: 'First name is required',
      agree: 'You must agree to the terms',
    });
    expect(messages({}, valid)).toEqual({});
  });

  it('asks no agreement when the organisation links no terms', () => {
    const none = { termsUrl: null, privacyUrl: null };
    const unagreed = { ...valid, agree: undefined };
    expect(messages({}, unagreed, none)).toEqual({});
    expect(messages({}, unagreed, { termsUrl: null, privacyUrl: 'https://x.example/p' })).toEqual({
      agree: 'You must agree to the terms',
    });
  });

  it('limits names to 24 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (name) => {
        const trimmed = name.trim();
        const errors = messages({}, { ...valid, firstName: name, lastName: name });
        if (trimmed.length === 0) expect(errors.firstName).toBe('First name is required');
        else if (trimmed.length > 24) {
          expect(errors).toEqual({ firstName: 'Max 24 characters', lastName: 'Max 24 characters' });
        } else expect(errors).toEqual({});
      }),
    );
  });

  it('checks the company name length and pattern', () => {
    expect(messages({}, { ...valid, companyName: 'G' }).companyName).toMatch(/at least 2/);
    expect(messages({}, { ...valid, companyName: 'G'.repeat(101) }).companyName).toMatch(
      /at most 100/,
    );
    expect(messages({}, { ...valid, companyName: '--Globex' }).companyName).toMatch(/start with/);
    expect(messages({}, { ...valid, companyName: 'Société Générale' })).toEqual({});
  });

  it('requires a configurable field only when the organisation enables it', () => {
    const all: TAccessRequestFields = {
      customCheckbox: { enabled: true, label: 'I am a customer' },
      countriesDropdown: { enabled: true, label: 'Country' },
      relationshipDropdown: { enabled: true, label: 'Relationship' },
      jobTitleTextField: { enabled: true, label: 'Job title' },
      pointOfContactField: { enabled: true, label: 'Point of contact' },
      accountMemberRequestProducts: { enabled: true, label: 'Products' },
    };
    expect(messages(all, valid)).toEqual({
      customCheckbox: 'This field is required',
      countriesDropdown: 'Please select your country',
      relationshipDropdown: 'Please select your relationship',
      jobTitle: 'Job title is required',
      pointOfContact: 'Please enter a valid email',
      accountMemberRequestProducts: 'Please select at least one product',
    });
    expect(
      messages(all, {
        ...valid,
        customCheckbox: true,
        countriesDropdown: 'FR',
        relationshipDropdown: 'regulator/auditor',
        jobTitle: 'CISO',
        pointOfContact: 'sam@acme.example',
        accountMemberRequestProducts: [PRODUCT],
      }),
    ).toEqual({});
    expect(messages(all, { ...valid, accountMemberRequestProducts: [] })).toMatchObject({
      accountMemberRequestProducts: 'Please select at least one product',
    });
    // Disabled fields are optional.
    const disabled = { ...all, customCheckbox: { enabled: false, label: 'x' } };
    expect(messages(disabled, valid)).not.toHaveProperty('customCheckbox');
    expect(messages({}, valid)).toEqual({});
  });

  it('requires a product id', () => {
    expect(messages({}, { ...valid, productId: undefined })).toHaveProperty('productId');
  });
});

describe('login and invite schemas', () => {
  it('asks for an e-mail with the login texts', () => {
    const issue = (email: unknown) =>
      ZPortalLoginRequest.safeParse({ email }).error?.issues[0]?.message;
    expect(issue(undefined)).toBe('You must provide an email.');
    expect(issue('')).toBe('You must provide an email.');
    expect(issue('nope')).toBe('This email is invalid');
    expect(issue('ana@globex.example')).toBeUndefined();
  });

  it('refuses an empty list, invalid and repeated addresses, and trims the message', () => {
    const first = (body: unknown) => ZInviteRequest.safeParse(body).error?.issues[0]?.message;
    expect(first({ emails: [] })).toBe('Required');
    expect(first({ emails: ['x'] })).toBe('"x" is not a valid email');
    expect(first({ emails: ['a@b.example', 'A@b.example'] })).toBe(
      '"A@b.example" has already been added',
    );
    expect(ZInviteRequest.parse({ emails: ['a@b.example'], message: '  hi  ' }).message).toBe('hi');
    expect(ZInviteRequest.parse({ emails: ['a@b.example'], message: '   ' }).message).toBe(
      undefined,
    );
  });

  it('splits chips at spaces, tabs, commas and line breaks', () => {
    expect(splitInviteEntries('a@x.example, b@x.example\tc@x.example\nd@x.example')).toEqual([
      'a@x.example',
      'b@x.example',
      'c@x.example',
      'd@x.example',
    ]);
    expect(inviteEntryError('a@x.example', [])).toBeNull();
    expect(inviteEntryError('a@x.example', ['A@X.example'])).toBe(
      '"a@x.example" has already been added',
    );
  });
});

const facts = (overrides: Partial<AccessFacts> = {}): AccessFacts => ({
  email: 'ana@globex.example',
  domainRule: null,
  member: null,
  latestRequest: null,
  invited: false,
  domainAccount: null,
  now,
  ...overrides,
});
const later = new Date(now.getTime() + 86_400_000);
const earlier = new Date(now.getTime() - 86_400_000);

describe('access decisions', () => {
  it('refuses free-mail addresses before anything else', () => {
    const free = facts({ email: 'ana@gmail.com', domainRule: 'auto_approve', invited: true });
    expect(decideAccessRequest(free)).toEqual({ kind: 'refuse', outcome: 'not_work_email' });
    expect(decideLogin(free)).toEqual({ kind: 'refuse', outcome: 'not_work_email' });
  });

  it('refuses blocked domains, even for members', () => {
    const blocked = facts({
      domainRule: 'blocked',
      member: { reviewStatus: 'Approved', accessExpiresAt: null },
    });
    const outcome = { kind: 'refuse', outcome: 'request_declined_blocked_domain' };
    expect(decideAccessRequest(blocked)).toEqual(outcome);
    expect(decideLogin(blocked)).toEqual(outcome);
  });

  it('sends members with access a link; expired and revoked members get their outcome', () => {
    const current = facts({ member: { reviewStatus: 'Approved', accessExpiresAt: later } });
    expect(decideLogin(current)).toEqual({ kind: 'send_link' });
    expect(decideAccessRequest(current)).toEqual({
      kind: 'send_link',
      outcome: 'account_already_exists',
    });
    const expired = facts({ member: { reviewStatus: 'Approved', accessExpiresAt: earlier } });
    expect(decideLogin(expired)).toEqual({ kind: 'expired', outcome: 'access_expired' });
    expect(decideAccessRequest(expired)).toEqual({ kind: 'expired', outcome: 'access_expired' });
    const revoked = facts({ member: { reviewStatus: 'Declined', accessExpiresAt: earlier } });
    expect(decideLogin(revoked)).toEqual({ kind: 'refuse', outcome: 'request_declined' });
    const pending = facts({ member: { reviewStatus: 'Pending', accessExpiresAt: null } });
    expect(decideAccessRequest(pending)).toEqual({ kind: 'refuse', outcome: 'pending_request' });
  });

  it('answers an earlier request by how it was decided', () => {
    const cases = {
      pending: 'pending_request',
      declined: 'request_declined',
      declined_third_party: 'request_declined_third_party',
      auto_declined: 'request_access_auto_declined',
    } as const;
    for (const [status, outcome] of Object.entries(cases)) {
      const f = facts({ latestRequest: status as keyof typeof cases });
      expect(decideLogin(f)).toEqual({ kind: 'refuse', outcome });
    }
    expect(decideAccessRequest(facts({ latestRequest: 'declined' }))).toEqual({
      kind: 'refuse',
      outcome: 'request_declined',
    });
    // After an automatic decline, or an approval whose account is gone, a new request is reviewed.
    expect(decideAccessRequest(facts({ latestRequest: 'auto_declined' }))).toEqual({
      kind: 'pend',
    });
    expect(decideAccessRequest(facts({ latestRequest: 'approved' }))).toEqual({ kind: 'pend' });
    expect(decideLogin(facts({ latestRequest: 'declined_blocked_domain' }))).toEqual({
      kind: 'unknown',
    });
  });

  it('approves by domain rule or invitation, and otherwise asks staff', () => {
    expect(decideAccessRequest(facts({ domainRule: 'auto_approve' }))).toEqual({
      kind: 'approve',
      via: 'domain',
    });
    expect(decideAccessRequest(facts({ invited: true }))).toEqual({
      kind: 'approve',
      via: 'invite',
    });
    expect(decideAccessRequest(facts())).toEqual({ kind: 'pend' });
    expect(decideLogin(facts({ domainRule: 'auto_approve' }))).toEqual({ kind: 'unknown' });
  });

  it("leaves a declined domain account to staff: its domain's rule does not reopen it", () => {
    for (const domainAccount of ['Approved', 'Pending', null] as const) {
      expect(decideAccessRequest(facts({ domainRule: 'auto_approve', domainAccount }))).toEqual({
        kind: 'approve',
        via: 'domain',
      });
    }
    const declined = facts({ domainRule: 'auto_approve', domainAccount: 'Declined' });
    expect(decideAccessRequest(declined)).toEqual({ kind: 'pend' });
    // An invitation names its own account: the domain's declined account does not stop it.
    expect(decideAccessRequest({ ...declined, invited: true })).toEqual({
      kind: 'approve',
      via: 'invite',
    });
  });

  it('never grants by request or login what the facts refuse', () => {
    const arbitrary = fc.record({
      email: fc.oneof(fc.emailAddress(), fc.constant('x@gmail.com')),
      domainRule: fc.constantFrom(null, 'auto_approve' as const, 'blocked' as const),
      member: fc.option(
        fc.record({
          reviewStatus: fc.constantFrom(
            'Approved' as const,
            'Declined' as const,
            'Pending' as const,
          ),
          accessExpiresAt: fc.option(fc.constantFrom(earlier, later), { nil: null }),
        }),
        { nil: null },
      ),
      latestRequest: fc.option(fc.constantFrom(...ACCESS_REQUEST_STATUSES), { nil: null }),
      invited: fc.boolean(),
      domainAccount: fc.constantFrom(null, 'Approved' as const, 'Declined' as const),
      now: fc.constant(now),
    });
    fc.assert(
      fc.property(arbitrary, (f) => {
        const request = decideAccessRequest(f);
        const login = decideLogin(f);
        const grants = (d: { kind: string }) => d.kind === 'send_link' || d.kind === 'approve';
        if (f.domainRule === 'blocked' || f.email.endsWith('@gmail.com')) {
          expect(grants(request) || grants(login)).toBe(false);
        }
        // A sign-in link only ever goes to a member whose access is current.
        if (login.kind === 'send_link') {
          expect(f.member && hasCurrentAccess(f.member, f.now)).toBe(true);
        }
        // Request and login agree on members.
        if (f.member) expect(request.kind).toBe(login.kind);
      }),
    );
  });
});
