import { AlertsReportPage } from '../alerts/alerts-report-page';
import { AlertRulesPage } from '../alerts/rules/alert-rules-page';
import { ApiLogsReportPage } from '../api-logs/api-logs-report-page';
import { LoginHistoryPage } from '../login-history/login-history-page';
import { PmpConfigurationPage } from '../pmp-configuration/pmp-configuration-page';
import { DataAnalyticsPage } from '../report-tool/data-analytics-page';
import { SmartOpsPage } from '../smart-ops/smart-ops-page';
import { SupportAnalyticsPage } from '../support-analytics/support-analytics-page';
import { TransactionsDailyPage } from '../transactions-daily/transactions-daily-page';
import { DestinationStatisticsPage } from '../webhooks/destination-statistics-page';
import { DestinationStatusPage } from '../webhooks/destination-status-page';
import { WebhookAttemptsPage } from '../webhooks/webhook-attempts-page';
import { WebhookReportPage } from '../webhooks/webhook-report-page';
import { DeclinedTransactionReasonsPage, DeclineReasonsPage } from './decline-reports';
import {
  MerchantSummaryReportPage,
  MerchantSummaryV1ReportPage,
  PerDayMonthReportPage,
  SummaryReportPage,
  SummaryV1ReportPage,
  SummaryV3ReportPage,
} from './summary-reports';

/**
 * The report route screens and the alert rules of the report settings (the route registry loads
 * this module lazily).
 */
export const OperatorSummaryV1Screen = () => <SummaryV1ReportPage />;
export const OperatorSummaryScreen = () => <SummaryReportPage />;
export const OperatorSummaryV3Screen = () => <SummaryV3ReportPage />;
export const OperatorPerDayMonthScreen = () => <PerDayMonthReportPage />;
export const OperatorDeclinedReasonsScreen = () => <DeclinedTransactionReasonsPage />;
export const OperatorDeclineReasonsScreen = () => <DeclineReasonsPage />;
export const MerchantSummaryScreen = () => <MerchantSummaryReportPage />;
export const MerchantSummaryV1Screen = () => <MerchantSummaryV1ReportPage />;
export const OperatorLoginHistoryScreen = () => <LoginHistoryPage />;
export const OperatorSupportAnalyticsScreen = () => <SupportAnalyticsPage />;
export const OperatorPmpConfigurationScreen = () => <PmpConfigurationPage />;
export const OperatorWebhookReportScreen = () => <WebhookReportPage audience="operator" />;
export const MerchantWebhookReportScreen = () => <WebhookReportPage audience="merchant" />;
export const OperatorWebhookReportV2Screen = () => <WebhookAttemptsPage audience="operator" />;
export const MerchantWebhookReportV2Screen = () => <WebhookAttemptsPage audience="merchant" />;
export const OperatorWebhookDestinationsStatusScreen = () => <DestinationStatusPage />;
export const OperatorWebhookDestinationsStatisticsScreen = () => <DestinationStatisticsPage />;
export const OperatorAlertsScreen = () => <AlertsReportPage />;
export const AlertRulesScreen = () => <AlertRulesPage />;
export const OperatorApiLogsScreen = () => <ApiLogsReportPage audience="operator" />;
export const MerchantApiLogsScreen = () => <ApiLogsReportPage audience="merchant" />;
export const OperatorDataAnalyticsScreen = () => <DataAnalyticsPage audience="operator" />;
export const MerchantDataAnalyticsScreen = () => <DataAnalyticsPage audience="merchant" />;
export const OperatorSmartOpsScreen = () => <SmartOpsPage audience="operator" />;
export const MerchantSmartOpsScreen = () => <SmartOpsPage audience="merchant" />;
export const OperatorTransactionsDailyScreen = () => (
  <TransactionsDailyPage audience="operator" version="current" />
);
export const OperatorTransactionsDailyV1Screen = () => (
  <TransactionsDailyPage audience="operator" version="v1" />
);
export const MerchantTransactionsDailyScreen = () => (
  <TransactionsDailyPage audience="merchant" version="current" />
);
export const MerchantTransactionsDailyV1Screen = () => (
  <TransactionsDailyPage audience="merchant" version="v1" />
);
