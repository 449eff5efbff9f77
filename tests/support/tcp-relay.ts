import net from 'node:net';

/**
 * A TCP relay in front of a server (PostgreSQL, Redis). Stopping it drops every open connection
 * and refuses new ones — what a client sees while that server restarts or the network blinks —
 * and starting it again on the same port brings the server back.
 */
export async function startRelay(host: string, targetPort: number, port = 0) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
