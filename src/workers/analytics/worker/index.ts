// The analytics worker's entry (design card: aggregation off the main thread).
// The client derives its types from `AnalyticsWorkerApi`. The summary and the
// reports each run in their own instance of it, each keeping its own orders.
import { expose } from 'comlink';
import { buildReports, reportsFromOrders } from '../../../domain/analytics/order-reports';
import { loadReportOrders, loadReportRollups, reportsFromLoaded } from './report-orders';
import { loadSummaryOrders, summarizeLoaded } from './summary-orders';

// buildReports: the reports straight from rollups (days beyond the device's window).
const api = { loadSummaryOrders, summarizeLoaded, reportsFromOrders, buildReports, loadReportOrders, loadReportRollups, reportsFromLoaded };

export type AnalyticsWorkerApi = typeof api;

expose(api);
