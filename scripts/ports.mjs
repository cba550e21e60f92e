// Ports for the local servers of the tools (Prism, the development API, nginx, previews).
import { connect, createServer } from 'node:net';

/** A port nothing listens on now (the system picks it). @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      // Listening on a TCP port, the address is an AddressInfo (a string only for pipes).
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolvePort(port));
    });
  });
}

/** @param {number} port @returns {Promise<boolean>} */
export function isPortFree(port) {
  return new Promise((resolveFree) => {
    const server = createServer();
    server.once('error', () => resolveFree(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolveFree(true)));
  });
}

/**
 * Resolves once something listens on the port; rejects when `child` exits first or time runs out.
 * @param {number} port
 * @param {{ child?: Pick<import('node:child_process').ChildProcess, 'exitCode' | 'signalCode'> | null, timeoutMs?: number, name?: string }} [options]
 * @returns {Promise<void>}
 */
export function waitForPort(port, { child = null, timeoutMs = 30_000, name = 'El servidor' } = {}) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolveWait, reject) => {
    const attempt = () => {
      if (child && (child.exitCode !== null || child.signalCode !== null))
        return reject(new Error(`${name} terminó antes de escuchar (código ${child.exitCode}).`));
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolveWait();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`${name} no escuchó en el puerto ${port} a tiempo.`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}
