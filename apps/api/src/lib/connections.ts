import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Tracks open sockets and the requests each is serving, so a shutdown can close every connection that is not
 * serving a request at once (kept-alive ones, ones that never sent a complete request) and let in-flight
 * requests finish. Node's own `closeIdleConnections` leaves a socket that has sent nothing, or half a request,
 * open until it times out. Requests are counted from Node's own events, before any route or hook runs.
 */
export function trackConnections(server: Server) {
  const active = new Map<Socket, number>();
  let draining = false;

  const settle = (socket: Socket) => {
    if (draining && (active.get(socket) ?? 0) === 0) socket.destroySoon();
  };
  server.on('connection', (socket: Socket) => {
    active.set(socket, 0);
    socket.once('close', () => active.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    active.set(socket, (active.get(socket) ?? 0) + 1);
    response.once('close', () => {
      if (!active.has(socket)) return;
      active.set(socket, Math.max(0, (active.get(socket) ?? 1) - 1));
      settle(socket);
    });
  });

  return {
    /** From now on a connection closes as soon as it serves no request. */
    drain() {
      draining = true;
      for (const socket of active.keys()) settle(socket);
    },
    /** Ends every connection, in-flight requests included (after the grace period). */
    destroyAll() {
      for (const socket of active.keys()) socket.destroy();
    },
  };
}
