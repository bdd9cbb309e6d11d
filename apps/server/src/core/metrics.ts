import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics that code records as it runs (requests, jobs). Figures read
 * from the database at scrape (pool, event backlog, ledger) are added by modules/monitoring.
 * One registry per process: several apps in one process (tests) share these counters.
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics, prefix: 'playhouse_' });

export const httpRequestDuration = new Histogram({
  name: 'playhouse_http_request_duration_seconds',
  help: 'HTTP request latency by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processMetrics],
});

export const jobRuns = new Counter({
  name: 'playhouse_job_runs_total',
  help: 'Scheduled job runs by queue (failed runs included).',
  labelNames: ['queue'] as const,
  registers: [processMetrics],
});

export const jobFailures = new Counter({
  name: 'playhouse_job_failures_total',
  help: 'Scheduled job runs that failed, by queue.',
  labelNames: ['queue'] as const,
  registers: [processMetrics],
});

export const jobDuration = new Histogram({
  name: 'playhouse_job_duration_seconds',
  help: 'Scheduled job run time by queue.',
  labelNames: ['queue'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
  registers: [processMetrics],
});
