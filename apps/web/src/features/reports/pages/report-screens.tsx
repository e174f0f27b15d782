import { LoginHistoryPage } from '../login-history/login-history-page';
import { DeclinedTransactionReasonsPage, DeclineReasonsPage } from './decline-reports';
import {
  MerchantSummaryReportPage,
  MerchantSummaryV1ReportPage,
  PerDayMonthReportPage,
  SummaryReportPage,
  SummaryV1ReportPage,
  SummaryV3ReportPage,
} from './summary-reports';

/** The report route screens (the route registry loads this module lazily). */
export const OperatorSummaryV1Screen = () => <SummaryV1ReportPage />;
export const OperatorSummaryScreen = () => <SummaryReportPage />;
export const OperatorSummaryV3Screen = () => <SummaryV3ReportPage />;
export const OperatorPerDayMonthScreen = () => <PerDayMonthReportPage />;
export const OperatorDeclinedReasonsScreen = () => <DeclinedTransactionReasonsPage />;
export const OperatorDeclineReasonsScreen = () => <DeclineReasonsPage />;
export const MerchantSummaryScreen = () => <MerchantSummaryReportPage />;
export const MerchantSummaryV1Screen = () => <MerchantSummaryV1ReportPage />;
export const OperatorLoginHistoryScreen = () => <LoginHistoryPage />;
