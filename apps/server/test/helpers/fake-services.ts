/**
 * Local stand-ins for the services the integration adapters call, answering in the shape of
 * their public APIs, on one loopback HTTP server:
 *
 *   POST /graphql                          HackerOne: `team(handle)` statistics, `team: null`
 *                                          for an unknown handle, 500 while a handle fails
 *   GET  /{host}/api/v2/status.json        Statuspage: a page's `page` and `status`, 404 HTML
 *                                          for an unknown host, 503 while a host fails
 *   GET  /companies/{domain}               SecurityScorecard: a company's grade and score, 404
 *                                          for an unknown domain, no grade yet, or 500
 *
 * Point the server at it with HACKERONE_API_URL={url}/graphql, STATUSPAGE_API_URL={url}/{host}
 * and SECURITYSCORECARD_API_URL={url}. Tests change what it answers through `teams`, `pages`
 * and `failing`; a test in another process (a browser journey) turns a handle, host or domain's
 * failure on and off with `POST /control/failing` `{ "key", "failing" }`.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTeam {
  handle: string;
  resolved_report_count: number;
  last_report_resolved_at: string | null;
  average_time_to_first_program_response: number | null;
  average_time_to_report_triage: number | null;
  average_bounty_lower_amount: number | null;
}

export interface FakePage {
  name: string;
  indicator: 'none' | 'minor' | 'major' | 'critical' | 'maintenance';
  description: string;
}

export interface FakeServices {
  url: string;
  /** HackerOne programs by handle. */
  teams: Map<string, FakeTeam>;
  /** Statuspage pages by host. */
  pages: Map<string, FakePage>;
  /** SecurityScorecard companies by domain; a null grade is a score not calculated yet. */
  companies: Map<string, { grade: string | null; score: number | null }>;
  /** Handles, hosts or domains whose service is down (answers 5xx). */
  failing: Set<string>;
  close(): Promise<void>;
}

export const FAKE_TEAM: FakeTeam = {
  handle: 'acme',
  resolved_report_count: 142,
  last_report_resolved_at: '2026-10-30T12:00:00.000Z',
  average_time_to_first_program_response: 5,
  average_time_to_report_triage: 27,
  average_bounty_lower_amount: 1200,
};

export const FAKE_PAGE: FakePage = {
  name: 'Acme',
  indicator: 'minor',
  description: 'Partially Degraded Service',
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeServices(port = 0): Promise<FakeServices> {
  const teams = new Map([[FAKE_TEAM.handle, FAKE_TEAM]]);
  const pages = new Map([['status.acme.example', FAKE_PAGE]]);
  const companies = new Map<string, { grade: string | null; score: number | null }>([
    ['acme.example', { grade: 'A', score: 93 }],
    ['new.example', { grade: null, score: null }],
  ]);
  const failing = new Set<string>();

  const server = createServer((req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/health') return json(200, { ok: true });
    if (req.method === 'POST' && url.pathname === '/control/failing') {
      void readBody(req).then((text) => {
        const { key, failing: on } = JSON.parse(text) as { key: string; failing: boolean };
        if (on) failing.add(key);
        else failing.delete(key);
        json(200, { failing: [...failing] });
      });
      return;
    }
    if (req.method === 'POST' && url.pathname === '/graphql') {
      void readBody(req).then((text) => {
        const { variables } = JSON.parse(text) as { variables?: { handle?: string } };
        const handle = variables?.handle ?? '';
        if (failing.has(handle)) return json(500, { errors: [{ message: 'Internal error' }] });
        json(200, { data: { team: teams.get(handle) ?? null } });
      });
      return;
    }
    const page = /^\/([^/]+)\/api\/v2\/status\.json$/.exec(url.pathname);
    if (req.method === 'GET' && page) {
      const host = decodeURIComponent(page[1] ?? '');
      const found = pages.get(host);
      if (failing.has(host)) return json(503, { error: 'Service Unavailable' });
      if (!found) {
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<html><body>Page not found</body></html>');
      }
      return json(200, {
        page: {
          id: `${host}-id`,
          name: found.name,
          url: `https://${host}`,
          time_zone: 'Etc/UTC',
          updated_at: '2026-11-25T10:00:00.000Z',
        },
        status: { indicator: found.indicator, description: found.description },
      });
    }
    const company = /^\/companies\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && company) {
      const domain = decodeURIComponent(company[1] ?? '');
      if (failing.has(domain)) return json(500, { error: { statusCode: 500, message: 'error' } });
      const found = companies.get(domain);
      if (!found) return json(404, { error: { statusCode: 404, message: 'company not found' } });
      return json(200, { domain, name: domain, industry: 'technology', ...found });
    }
    json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    teams,
    pages,
    companies,
    failing,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
