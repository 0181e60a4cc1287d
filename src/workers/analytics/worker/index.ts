// The analytics worker's entry (design card: aggregation off the main thread).
// The client derives its types from `AnalyticsWorkerApi`.
import { expose } from 'comlink';
import { buildReports, reportsFromOrders } from '../../../domain/analytics/order-reports';
import { summarizeOrders } from '../../../domain/analytics/order-summary';
import { loadReportOrders, reportsFromLoaded } from './report-orders';

// buildReports: the reports straight from rollups (days beyond the device's window).
const api = { summarizeOrders, reportsFromOrders, buildReports, loadReportOrders, reportsFromLoaded };

export type AnalyticsWorkerApi = typeof api;

expose(api);
