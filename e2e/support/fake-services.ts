/**
 * The integrations' services for the browser journeys: the fakes of HackerOne, Statuspage and
 * SecurityScorecard (apps/server/test/helpers/fake-services.ts) on their own port, started by
 * Playwright as a web server before the app server, which calls them.
 */
import { startFakeServices } from '../../apps/server/test/helpers/fake-services.ts';
import {
  FAKE_SLACK_TEAM,
  FAKE_SLACK_TOKEN,
  startFakeSlack,
} from '../../apps/server/test/helpers/fake-slack.ts';
import { E2E_FAKE_SERVICES_PORT, E2E_FAKE_SLACK_PORT } from './server.ts';

// Slack first: the app server starts once the other fakes answer.
const slack = await startFakeSlack(E2E_FAKE_SLACK_PORT);
slack.tokens.set(FAKE_SLACK_TOKEN, FAKE_SLACK_TEAM);
await startFakeServices(E2E_FAKE_SERVICES_PORT);
