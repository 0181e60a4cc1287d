// The analytics worker's entry (design card: aggregation off the main thread).
// The client derives its types from `AnalyticsWorkerApi`.
import { expose } from 'comlink';
import { reportsFromOrders } from '../../../domain/analytics/order-reports';
import { summarizeOrders } from '../../../domain/analytics/order-summary';

const api = { summarizeOrders, reportsFromOrders };

export type AnalyticsWorkerApi = typeof api;

expose(api);
