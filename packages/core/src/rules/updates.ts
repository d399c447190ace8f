import { LIMITS } from '../constants/limits.ts';
import type { TTopic, TUpdate } from '../schemas/topics.ts';

/** The newest update of all topics, with its topic. */
export function latestUpdate(topics: readonly TTopic[]): { topic: TTopic; update: TUpdate } | null {
  let best: { topic: TTopic; update: TUpdate } | null = null;
  for (const topic of topics) {
    for (const update of topic.updates) {
      if (!best || update.createdAt > best.update.createdAt) best = { topic, update };
    }
  }
  return best;
}

/**
 * The notification bar shows when an update was created in the last 24 hours (docs/updates.md, On
 * the portal); it answers that update's topic, or null.
 */
export function recentUpdateTopic(topics: readonly TTopic[], now: Date): TTopic | null {
  const latest = latestUpdate(topics);
  if (!latest) return null;
  const age = now.getTime() - new Date(latest.update.createdAt).getTime();
  return age >= 0 && age <= LIMITS.notificationWindowMs ? latest.topic : null;
}

/** Pinned topics first, then by their newest update, newest first. */
export function sortTopics(topics: readonly TTopic[]): TTopic[] {
  const newest = (t: TTopic) => t.updates.reduce((m, u) => (u.createdAt > m ? u.createdAt : m), '');
  return [...topics].sort(
    (a, b) => Number(b.isPinned) - Number(a.isPinned) || newest(b).localeCompare(newest(a)),
  );
}
