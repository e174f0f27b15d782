import { createContext, useContext } from 'react';
import type { LookupArea } from '../../../lib/transactions/lookup-area';
import type { PeriodRange } from '../model/dashboard-period';

/** What every widget on a dashboard shares: whose lookup its numbers open, the period, the zone. */
export interface DashboardContextValue {
  readonly area: LookupArea;
  readonly range: PeriodRange;
  readonly zone: string;
  readonly timezoneOffset: number;
  /** Decimal places of a currency (spec §9: 2 unless the currency says otherwise). */
  readonly decimalsOf: (currency: string) => number;
  /** Test (1) or Live (2), as table requests send it (spec §9). */
  readonly systemMode: number;
}

export const DashboardContext = createContext<DashboardContextValue | null>(null);

export function useDashboardContext(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error('A widget is drawn inside a dashboard');
  return value;
}
