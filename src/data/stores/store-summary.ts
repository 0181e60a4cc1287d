// A store as the shell and the store pages show it, read from its document.
export interface StoreSummary {
  id: string;
  storeName: string;
  address?: string;
  phone?: string;
  tableCount?: number;
  hasCompletedOnboarding: boolean;
}
