/**
 * Test support (modules/events/crash.test.ts): a worker process on DATABASE_URL running the "crashy"
 * recorder subscriber, each handler holding its transaction for SLEEP_MS so that a SIGKILL
 * lands mid-delivery. Prints "ready" once it listens. Never part of the server.
 */
import pino from 'pino';
import { createDb } from '../../src/db/database.js';
import { recorder } from './events.js';
import { startEventWorkers } from '../../src/modules/events/index.js';

const db = createDb(process.env.DATABASE_URL!, 4);
const sub = recorder('crashy', { worker: process.env.WORKER_NAME ?? 'child', sleepMs: Number(process.env.SLEEP_MS ?? 30) });
await startEventWorkers({ db, log: pino({ level: 'silent' }) }, [sub], { pollMs: 100 });
process.stdout.write('ready\n');
