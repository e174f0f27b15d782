import AssessmentIcon from '@mui/icons-material/Assessment';
import CodeIcon from '@mui/icons-material/Code';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import GroupIcon from '@mui/icons-material/Group';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TuneIcon from '@mui/icons-material/Tune';
import { item, items, type MenuNodeDef, menuGroup } from './menu-types';

/** Spec §2 "Merchant menu", in the spec's order. */
export const MERCHANT_MENU: readonly MenuNodeDef[] = [
  item('dashboard', { icon: DashboardIcon }),
  menuGroup(
    'merchant-transaction-management',
    'transactionManagement',
    items(
      'merchant/transaction-management',
      'transaction-lookup',
      'transaction-lookup-columns',
      'bulk-actions-lookup',
      'utr-resubmissions',
      'virtual-terminal',
      'processing-setup-tool',
    ),
    ReceiptLongIcon,
  ),
  menuGroup(
    'merchant-payments',
    'payments',
    items(
      'merchant/payments',
      'single-payment',
      'batch-payment',
      'beneficiaries',
      'pending-payments',
      'batch-summary',
      'open-banking-connections',
      'open-banking-history',
    ),
    PaymentsIcon,
  ),
  menuGroup(
    'merchant-payment-settings',
    'paymentSettings',
    items(
      'merchant/payment-settings',
      'websites',
      'payment-channels',
      'smart-routing-v2',
      'smart-routing',
      'payment-links',
      'mid-management',
      'white-listing',
      'confirmation-levels',
      'antifraud-rules',
      'antifraud-blacklist',
      'webhook-endpoints',
      'error-mappings',
    ),
    TuneIcon,
  ),
  item('merchant/reconciliation/reconciliation-channels', { icon: CompareArrowsIcon }),
  menuGroup(
    'merchant-reports',
    'reports',
    items(
      'reports',
      'transactions-daily-v1',
      'transactions-daily',
      'transactions-summary-v1',
      'smart-ops',
      'transactions-summary',
      'mismatch-lookup',
      'data-analytics',
      'api-logs',
      'webhookreport',
      'webhookreportV2',
      'resend-webhooks',
      'account-statement',
      'invoices',
    ),
    AssessmentIcon,
  ),
  menuGroup(
    'merchant-developer-settings',
    'developerSettings',
    items('developer-settings', 'hosted-payment', 'merchant-api-keys'),
    CodeIcon,
  ),
  menuGroup('merchant-support', 'support', items('merchant', 'support', 'support-tickets'), SupportAgentIcon),
  item('merchant/users/merchant-management', { icon: GroupIcon }),
  item('documentation', { icon: DescriptionIcon }),
];
