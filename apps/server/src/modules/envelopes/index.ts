/**
 * The red envelopes module's public entry: timed drops whose pool is split into random amounts
 * at creation, one claim per member and drop, paid through the rewards module.
 */
export { envelopesRoutes } from './envelopes.routes.js';
export { claim as claimEnvelope, createDrop, liveFor as liveEnvelopeFor, type EnvelopeCaller } from './envelopes.service.js';
export { splitPool } from './split.js';
