/** Monitoring: /metrics in Prometheus format (main port behind the operator check, or METRICS_PORT). */
export { monitoringRoutes } from './monitoring.routes.js';
export { startMetricsServer } from './metrics-server.js';
export { renderMetrics } from './metrics.service.js';
