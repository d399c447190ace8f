/** A vendor's signed trust feed for the fourth-party tests and journey. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CompactSign, exportJWK, generateKeyPair, type CryptoKey } from 'jose';

interface FeedCert {
  id: string;
  title: string;
  expiry: string | null;
}

/**
 * A vendor's trust center on the loopback address (docs/fourth-parties.md): its feed at
 * /trust/vendor/trust.json, signed (detached JWS, Ed25519) as Trustfront signs its own, and its
 * keys at /.well-known/jwks.json. A test sets the certifications listed, signs with a key not
 * published to break the signature, or makes the feed hang.
 */
export async function startVendorFeed() {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const other = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'EdDSA', use: 'sig' };
  const state = { certs: [] as FeedCert[], signer: privateKey as CryptoKey, hang: false };
  const sign = async (body: Buffer) => {
    const jws = await new CompactSign(body)
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
      .sign(state.signer);
    const [h, , s] = jws.split('.');
    return `${h}..${s}`;
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.url === '/.well-known/jwks.json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ keys: [jwk] }));
        return;
      }
      if (req.url !== '/trust/vendor/trust.json') {
        res.writeHead(404).end();
        return;
      }
      if (state.hang) return;
      const body = Buffer.from(
        JSON.stringify({
          version: 1,
          products: [
            {
              certifications: state.certs.map((c) => ({
                ...c,
                state: 'enabled',
                auditor: null,
                url: null,
              })),
            },
          ],
        }),
      );
      res.writeHead(200, {
        'content-type': 'application/json',
        'trustfront-signature': await sign(body),
      });
      res.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/trust/vendor/trust.json`,
    state,
    otherKey: other.privateKey,
    goodKey: privateKey,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type VendorFeed = Awaited<ReturnType<typeof startVendorFeed>>;
