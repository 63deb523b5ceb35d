import http from 'node:http';
import net from 'node:net';

/** How {@link startProxy} forwards: the public host and scheme, and which headers carry them. */
export interface ProxyOptions {
  /** The server behind the proxy, e.g. `http://127.0.0.1:4567`. */
  target: string;
  /** The host the public reaches the proxy at (sent as X-Forwarded-Host / Forwarded host). */
  publicHost: string;
  /** The scheme the public uses (`https` when the proxy terminates TLS). */
  publicProto: string;
  /** `x-forwarded` (nginx-style X-Forwarded-Host/Proto) or `forwarded` (RFC 7239 only). */
  style?: 'x-forwarded' | 'forwarded';
}

/** A running proxy: its own origin (`http://127.0.0.1:port`) and a way to stop it. */
export interface TestProxy {
  base: string;
  close(): Promise<void>;
}

/**
 * A reverse proxy on loopback as operators deploy one: it rewrites Host to the upstream's, appends
 * the peer to X-Forwarded-For (keeping what the client sent, like nginx's
 * `$proxy_add_x_forwarded_for`) and sets the forwarded host and scheme; HTTP requests are relayed,
 * WebSocket upgrades are piped byte for byte after the rewritten handshake.
 */
export async function startProxy(options: ProxyOptions): Promise<TestProxy> {
  const target = new URL(options.target);
  const rewrite = (req: http.IncomingMessage): http.OutgoingHttpHeaders => {
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: target.host };
    const peer = req.socket.remoteAddress ?? '';
    const given = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = given ? `${String(given)}, ${peer}` : peer;
    if (options.style === 'forwarded') {
      headers.forwarded = `for="${peer}";host="${options.publicHost}";proto=${options.publicProto}`;
      delete headers['x-forwarded-host'];
      delete headers['x-forwarded-proto'];
    } else {
      headers['x-forwarded-host'] = options.publicHost;
      headers['x-forwarded-proto'] = options.publicProto;
    }
    return headers;
  };

  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: rewrite(req) },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });

  const sockets = new Set<net.Socket>();
  server.on('upgrade', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(rewrite(req))) {
        for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${String(one)}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    base: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
