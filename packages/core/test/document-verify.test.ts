import { describe, expect, it } from 'vitest';
import {
  ZVerifyRequest,
  documentVersionCutoff,
  documentVersionPruneKey,
  verifyAnswerOf,
  type VerifyMatch,
} from '../src/index.ts';

const sha = 'a'.repeat(64);
const published = new Date('2026-01-02T03:04:05Z');
const superseded = new Date('2026-05-06T07:08:09Z');
const file: VerifyMatch = {
  kind: 'file',
  version: 2,
  currentVersion: 2,
  publishedAt: published,
  supersededAt: null,
  title: 'SOC 2 Type II',
  fileName: 'soc2.pdf',
};
const version: VerifyMatch = {
  ...file,
  kind: 'version',
  version: 1,
  supersededAt: superseded,
};
const copy: VerifyMatch = {
  ...file,
  kind: 'copy',
  copy: { accountMemberId: 'member-1', email: 'jane@globex.example' },
};
const anonymous = { staff: false, memberId: null };
const member = { staff: false, memberId: 'member-1' };
const otherMember = { staff: false, memberId: 'member-2' };
const staff = { staff: true, memberId: null };

describe('verifyAnswerOf', () => {
  it('says a file nobody issued is not recognised, to every caller', () => {
    for (const caller of [anonymous, member, staff]) {
      expect(verifyAnswerOf(sha, null, caller, true)).toEqual({ recognised: false, sha256: sha });
    }
  });

  it('names a listed current document with its version and date', () => {
    expect(verifyAnswerOf(sha, file, anonymous, true)).toEqual({
      recognised: true,
      sha256: sha,
      copy: false,
      title: 'SOC 2 Type II',
      fileName: 'soc2.pdf',
      version: 2,
      publishedAt: published.toISOString(),
      status: 'current',
      supersededAt: null,
      issuedTo: null,
    });
  });

  it('names nothing of a document the caller’s page does not list, but staff see it', () => {
    const hidden = verifyAnswerOf(sha, file, anonymous, false);
    expect(hidden).toMatchObject({ recognised: true, title: null, fileName: null, version: 2 });
    expect(verifyAnswerOf(sha, file, otherMember, false)).toMatchObject({ title: null });
    expect(verifyAnswerOf(sha, file, staff, false)).toMatchObject({ title: 'SOC 2 Type II' });
  });

  it('says an earlier version is superseded, and when', () => {
    expect(verifyAnswerOf(sha, version, anonymous, true)).toMatchObject({
      version: 1,
      status: 'superseded',
      supersededAt: superseded.toISOString(),
    });
  });

  it('says a copy of an earlier version is superseded', () => {
    const old = { ...copy, version: 1, supersededAt: superseded };
    expect(verifyAnswerOf(sha, old, member, true)).toMatchObject({
      copy: true,
      status: 'superseded',
      supersededAt: superseded.toISOString(),
    });
  });

  it('names a copy’s member to staff and to that member only', () => {
    expect(verifyAnswerOf(sha, copy, staff, false).recognised).toBe(true);
    expect(verifyAnswerOf(sha, copy, staff, false)).toMatchObject({
      copy: true,
      issuedTo: 'jane@globex.example',
    });
    expect(verifyAnswerOf(sha, copy, member, true)).toMatchObject({
      issuedTo: 'jane@globex.example',
    });
    expect(verifyAnswerOf(sha, copy, otherMember, true)).toMatchObject({
      copy: true,
      issuedTo: null,
    });
    expect(verifyAnswerOf(sha, copy, anonymous, false)).toMatchObject({
      copy: true,
      issuedTo: null,
      title: null,
    });
  });

  it('does not name a removed member’s copy to another member', () => {
    const orphan = { ...copy, copy: { accountMemberId: null, email: 'gone@globex.example' } };
    expect(verifyAnswerOf(sha, orphan, anonymous, true)).toMatchObject({ issuedTo: null });
    expect(verifyAnswerOf(sha, orphan, staff, true)).toMatchObject({
      issuedTo: 'gone@globex.example',
    });
  });
});

describe('the verification request', () => {
  it('takes 64 hexadecimal digits in either case, lower-cased', () => {
    expect(ZVerifyRequest.parse({ sha256: ` ${'AB'.repeat(32)} ` })).toEqual({
      sha256: 'ab'.repeat(32),
    });
  });

  it.each([
    [{ sha256: 'abc' }, 'A SHA-256 is 64 hexadecimal characters'],
    [{ sha256: 'g'.repeat(64) }, 'A SHA-256 is 64 hexadecimal characters'],
    [{}, 'Enter the SHA-256 of the file'],
  ])('refuses %j', (input, message) => {
    const result = ZVerifyRequest.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('version retention', () => {
  it('keeps versions superseded within the years configured', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(documentVersionCutoff(now, 3).toISOString()).toBe('2023-11-26T10:00:00.000Z');
    expect(documentVersionPruneKey(now)).toBe('document-versions.prune:2026-11-26');
  });
});
