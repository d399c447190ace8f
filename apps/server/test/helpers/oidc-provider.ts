/**
 * A real OpenID provider on loopback for the single sign-on tests: `oidc-provider` with one client
 * and the accounts the test gives (their e-mail, name and groups), its own development login and
 * consent pages. `signInAt` walks those pages as a browser would, with a cookie jar, and answers
 * the address the provider sends the browser back to.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's accounts by login; a test may add or change them. */
  accounts: Map<string, OidcAccount>;
  close(): Promise<void>;
}

export async function startOidcProvider(redirectUri: string, port = 0): Promise<OidcProvider> {
  const accounts = new Map<string, OidcAccount>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'trustfront-staff';
  const clientSecret = 'a-client-secret-of-the-test-provider-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'groups'],
    },
    cookies: { keys: ['oidc-test-cookie-key'] },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Follows `authorizationUrl` through the provider's login (as `login`) and consent pages, as a
 * browser does: the URL it is finally sent to (the client's redirect URI with code and state).
 */
export async function signInAt(
  authorizationUrl: string,
  login: string,
  redirectUri: string,
): Promise<string> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (response: Response) => {
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(redirectUri)) return url;
    const page = await fetch(url, { redirect: 'manual', headers: { cookie: cookie() } });
    keep(page);
    const location = page.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await page.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!prompt || !action)
      throw new Error(`the provider answered ${page.status}: ${html.slice(0, 300)}`);
    const body = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
    );
    const submitted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    keep(submitted);
    const next = submitted.headers.get('location');
    if (!next) throw new Error(`the provider's ${prompt} page answered ${submitted.status}`);
    url = new URL(next, url).href;
  }
  throw new Error('the provider never sent the browser back');
}
