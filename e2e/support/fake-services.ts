/**
 * The integrations' services for the browser journeys: the fakes of HackerOne, Statuspage and
 * SecurityScorecard (apps/server/test/helpers/fake-services.ts) on their own port, started by
 * Playwright as a web server before the app server, which calls them.
 */
import { startFakeServices } from '../../apps/server/test/helpers/fake-services.ts';
import { E2E_FAKE_SERVICES_PORT } from './server.ts';

await startFakeServices(E2E_FAKE_SERVICES_PORT);
