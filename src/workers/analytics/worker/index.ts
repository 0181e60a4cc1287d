// The analytics worker's entry (design card: aggregation off the main thread).
// The client derives its types from `AnalyticsWorkerApi`.
import { expose } from 'comlink';
import { summarizeOrders } from '../../../domain/analytics/order-summary';

const api = { summarizeOrders };

export type AnalyticsWorkerApi = typeof api;

expose(api);
