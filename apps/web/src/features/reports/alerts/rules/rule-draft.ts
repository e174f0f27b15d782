import {
  ALERT_RULE_LIMITS,
  type AlertChannel,
  type AlertComparator,
  type AlertMetric,
  type AlertRule,
  AlertRuleInput,
  RATIO_METRICS,
} from '@paydesk/contracts/alerts/alert.schemas';
import type { SystemMode } from '@paydesk/contracts/auth/levels';
import type { TFunction } from 'i18next';

/** The rule form's fields as typed: numbers as text until they are checked. */
export interface RuleDraft {
  readonly tenantId: string;
  readonly name: string;
  readonly metric: AlertMetric | '';
  readonly comparator: AlertComparator | '';
  readonly threshold: string;
  readonly windowMinutes: string;
  readonly minSample: string;
  readonly pendingForMinutes: string;
  readonly cooldownMinutes: string;
  readonly mode: SystemMode;
  readonly merchantId: string | null;
  readonly serviceProvider: string | null;
  readonly paymentMethod: string | null;
  readonly currency: string | null;
  readonly channels: readonly AlertChannel[];
  readonly enabled: boolean;
}

/** A new rule: the decline ratio above a threshold still to be typed, over 15 minutes, in-app. */
export function newRuleDraft(mode: SystemMode): RuleDraft {
  return {
    tenantId: '',
    name: '',
    metric: 'DeclineRatio',
    comparator: 'Above',
    threshold: '',
    windowMinutes: '15',
    minSample: '20',
    pendingForMinutes: '5',
    cooldownMinutes: '30',
    mode,
    merchantId: null,
    serviceProvider: null,
    paymentMethod: null,
    currency: null,
    channels: ['InApp'],
    enabled: true,
  };
}

export function ruleDraftOf(rule: AlertRule): RuleDraft {
  return {
    tenantId: rule.tenantId,
    name: rule.name,
    metric: rule.metric,
    comparator: rule.comparator,
    threshold: String(rule.threshold),
    windowMinutes: String(rule.windowMinutes),
    minSample: String(rule.minSample),
    pendingForMinutes: String(rule.pendingForMinutes),
    cooldownMinutes: String(rule.cooldownMinutes),
    mode: rule.mode,
    merchantId: rule.filters.merchantId ?? null,
    serviceProvider: rule.filters.serviceProvider ?? null,
    paymentMethod: rule.filters.paymentMethod ?? null,
    currency: rule.filters.currency ?? null,
    channels: rule.channels,
    enabled: rule.enabled,
  };
}

/** A saved rule as the update call takes it (the enable switch sends it with `enabled` changed). */
export function ruleInputOf(rule: AlertRule, platform: boolean): AlertRuleInput {
  const { name, metric, comparator, threshold, windowMinutes, minSample, pendingForMinutes } = rule;
  return {
    name,
    metric,
    comparator,
    threshold,
    windowMinutes,
    minSample,
    pendingForMinutes,
    cooldownMinutes: rule.cooldownMinutes,
    mode: rule.mode,
    filters: rule.filters,
    channels: rule.channels,
    enabled: rule.enabled,
    ...(platform && { tenantId: rule.tenantId }),
  };
}

const number = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The fields' messages, by the contract's field path (`name`, `threshold`, `filters.currency`). */
export type RuleErrors = Readonly<Record<string, string>>;

export type RuleCheck =
  | { readonly ok: true; readonly input: AlertRuleInput }
  | { readonly ok: false; readonly errors: RuleErrors };

/**
 * Checks the draft with the contract's own schema (AlertRuleInput, the server's), and words each
 * refused field in the portal's texts; platform staff must name the tenant the rule is for.
 */
export function checkRuleDraft(draft: RuleDraft, t: TFunction, options: { platform: boolean }): RuleCheck {
  const filters = {
    ...(draft.merchantId && { merchantId: draft.merchantId }),
    ...(draft.serviceProvider && { serviceProvider: draft.serviceProvider }),
    ...(draft.paymentMethod && { paymentMethod: draft.paymentMethod }),
    ...(draft.currency && { currency: draft.currency }),
  };
  const parsed = AlertRuleInput.safeParse({
    name: draft.name,
    metric: draft.metric || undefined,
    comparator: draft.comparator || undefined,
    threshold: number(draft.threshold),
    windowMinutes: number(draft.windowMinutes),
    minSample: number(draft.minSample),
    pendingForMinutes: number(draft.pendingForMinutes),
    cooldownMinutes: number(draft.cooldownMinutes),
    mode: draft.mode,
    filters,
    channels: draft.channels,
    enabled: draft.enabled,
    ...(options.platform && draft.tenantId && { tenantId: draft.tenantId }),
  });
  const errors: Record<string, string> = {};
  if (options.platform && !draft.tenantId) errors.tenantId = t('alerts.rules.form.errors.tenant');
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, input: parsed.data };
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= messageFor(field, draft, t);
  }
  return { ok: false, errors };
}

const e = (t: TFunction, key: string, values: Record<string, number> = {}) =>
  t(`alerts.rules.form.errors.${key}`, values);

function messageFor(field: string, draft: RuleDraft, t: TFunction): string {
  const whole = (limits: { readonly min: number; readonly max: number }) => e(t, 'whole', limits);
  switch (field) {
    case 'name':
      return e(t, 'name');
    case 'threshold': {
      const ratio = draft.metric !== '' && RATIO_METRICS.includes(draft.metric);
      return ratio && number(draft.threshold) > 100
        ? e(t, 'ratio')
        : e(t, 'number', { min: 0, max: ratio ? 100 : 1_000_000_000_000 });
    }
    case 'windowMinutes':
      return whole(ALERT_RULE_LIMITS.windowMinutes);
    case 'minSample':
      return whole(ALERT_RULE_LIMITS.minSample);
    case 'pendingForMinutes':
      return whole(ALERT_RULE_LIMITS.pendingForMinutes);
    case 'cooldownMinutes':
      return whole(ALERT_RULE_LIMITS.cooldownMinutes);
    case 'channels':
      return e(t, 'channels');
    default:
      return e(t, 'choose');
  }
}
