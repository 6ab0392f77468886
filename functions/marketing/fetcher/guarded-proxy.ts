import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { checkTarget, resolvePublic, type Resolver, type TargetPolicy } from './target-policy';
import { lookup as dnsLookup } from 'node:dns/promises';

/**
 * A forward proxy on loopback that applies the fetcher's target rules to every request a browser
 * makes: Lighthouse's Chromium is started with `--proxy-server` pointing here (and
 * `--proxy-bypass-list=<-loopback>`, so loopback goes through it too). HTTPS tunnels (CONNECT) and
 * plain HTTP requests alike connect only to the address that was checked; anything else gets 403.
 */
export interface GuardedProxy {
  url: string;
  /** Requests refused so far (tests). */
  refused: number;
  close(): Promise<void>;
}

const defaultResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export async function startGuardedProxy(
  policy: TargetPolicy,
  resolve: Resolver = defaultResolver,
): Promise<GuardedProxy> {
  const state = { refused: 0 };
  const checked = async (url: string) => {
    const target = checkTarget(url, policy);
    const [address] = await resolvePublic(target, resolve);
    return { target, address: address!.address };
  };

  const server: Server = createServer((request, response) => {
    checked(request.url ?? '').then(
      ({ target, address }) => {
        const upstream = httpRequest(
          {
            host: address,
            port: target.port,
            path: `${target.url.pathname}${target.url.search}`,
            method: request.method,
            headers: { ...request.headers, host: target.url.host },
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on('error', () => response.destroy());
        request.pipe(upstream);
      },
      () => {
        state.refused += 1;
        response.writeHead(403).end();
      },
    );
  });

  server.on('connect', (request, client, head) => {
    checked(`https://${request.url ?? ''}/`).then(
      ({ target, address }) => {
        const upstream = connect(target.port, address, () => {
          client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
          if (head.length > 0) upstream.write(head);
          upstream.pipe(client);
          client.pipe(upstream);
        });
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
      },
      () => {
        state.refused += 1;
        client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      },
    );
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get refused() {
      return state.refused;
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
