/**
 * @playhouse/contract/server: the protocols between the platform and game providers, with
 * their signing and secrets. The server, the vendor simulator and the benchmarks import them;
 * the browser never does (eslint: no-restricted-imports in apps/web), so none of it reaches
 * the web bundle.
 */
export * from './seamless-protocol.js';
export * from './transfer-protocol.js';
