import { describe, expect, it } from 'vitest';
import {
  SETUP_STEPS,
  ZPublicationChange,
  mayOpenPortal,
  setupChecklist,
  setupStepsDone,
  stepsDone,
  type SetupCounts,
} from '../src/index.ts';

const EMPTY: SetupCounts = {
  hasLogo: false,
  overviews: 0,
  certifications: 0,
  documents: 0,
  subprocessors: 0,
  approvedRestrictedDocuments: 0,
  knowledgeBaseEntries: 0,
  isPublished: false,
};

describe('mayOpenPortal', () => {
  it('opens a published portal to everyone', () => {
    expect(mayOpenPortal({ isPublished: true, isOrgStaff: false })).toBe(true);
    expect(mayOpenPortal({ isPublished: true, isOrgStaff: true })).toBe(true);
  });

  it("opens an unpublished portal to the organisation's staff only", () => {
    expect(mayOpenPortal({ isPublished: false, isOrgStaff: true })).toBe(true);
    expect(mayOpenPortal({ isPublished: false, isOrgStaff: false })).toBe(false);
  });
});

describe('setupStepsDone', () => {
  it('has nothing done for a new organisation', () => {
    expect(Object.values(setupStepsDone(EMPTY)).some(Boolean)).toBe(false);
  });

  it('needs both a logo and an overview for the brand step', () => {
    expect(setupStepsDone({ ...EMPTY, hasLogo: true }).brand).toBe(false);
    expect(setupStepsDone({ ...EMPTY, overviews: 1 }).brand).toBe(false);
    expect(setupStepsDone({ ...EMPTY, hasLogo: true, overviews: 2 }).brand).toBe(true);
  });

  it('takes a restricted document that approved members can open for the access step', () => {
    expect(setupStepsDone({ ...EMPTY, documents: 4 }).access).toBe(false);
    expect(setupStepsDone({ ...EMPTY, approvedRestrictedDocuments: 1 }).access).toBe(true);
  });

  it('decides each counted step from its own count', () => {
    const cases: [Partial<SetupCounts>, (typeof SETUP_STEPS)[number]][] = [
      [{ certifications: 1 }, 'certification'],
      [{ documents: 3 }, 'document'],
      [{ subprocessors: 1 }, 'subprocessors'],
      [{ knowledgeBaseEntries: 5 }, 'knowledgeBase'],
      [{ isPublished: true }, 'publish'],
    ];
    for (const [counts, step] of cases) {
      const done = setupStepsDone({ ...EMPTY, ...counts });
      expect(done[step]).toBe(true);
      expect(Object.entries(done).filter(([, d]) => d)).toHaveLength(1);
    }
  });
});

describe('setupChecklist', () => {
  it('lists the seven steps in order and counts those done', () => {
    const checklist = setupChecklist({ ...EMPTY, documents: 1, isPublished: true }, 'x');
    expect(checklist.steps.map((s) => s.id)).toEqual([...SETUP_STEPS]);
    expect(checklist.steps).toHaveLength(7);
    expect(stepsDone(checklist)).toBe(2);
    expect(checklist.publishedAt).toBe('x');
  });

  it('is complete when every count is there', () => {
    const all: SetupCounts = {
      hasLogo: true,
      overviews: 1,
      certifications: 1,
      documents: 1,
      subprocessors: 1,
      approvedRestrictedDocuments: 1,
      knowledgeBaseEntries: 1,
      isPublished: true,
    };
    expect(stepsDone(setupChecklist(all, null))).toBe(7);
  });
});

describe('ZPublicationChange', () => {
  it('takes a boolean only', () => {
    expect(ZPublicationChange.safeParse({ published: true }).success).toBe(true);
    expect(ZPublicationChange.safeParse({ published: 'yes' }).success).toBe(false);
    expect(ZPublicationChange.safeParse({}).success).toBe(false);
  });
});
