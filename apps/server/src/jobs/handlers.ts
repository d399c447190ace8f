/**
 * Every kind of background job and the function that runs it. A job kind is added here, with
 * its handler in the service that owns the work.
 */
import type { AppDeps } from '../app-types.ts';
import type { JobHandlers } from './worker.ts';

export function jobHandlers(_deps: AppDeps): JobHandlers {
  return {};
}
