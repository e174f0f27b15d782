import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditEvent } from '@paydesk/contracts/audit/audit.schemas';
import { useTranslation } from 'react-i18next';
import { type Fact, FactList } from '../../../components/fact-list/fact-list';
import { diffValues, type FieldChange, shownValue } from '../model/value-diff';

/** A value as the diff shows it, in the colour of what happened to it. */
function Value({ value, tone }: { value: unknown; tone: 'removed' | 'added' }) {
  return (
    <Box
      component={tone === 'removed' ? 'del' : 'ins'}
      sx={{
        color: tone === 'removed' ? 'error.main' : 'success.main',
        textDecoration: tone === 'removed' ? 'line-through' : 'none',
        fontFamily: 'monospace',
        wordBreak: 'break-all',
      }}
    >
      {shownValue(value)}
    </Box>
  );
}

function ChangeLine({ change }: { change: FieldChange }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}
      data-change={change.kind}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 160 }}>
        {change.path || t('audit.details.whole')}
      </Typography>
      {change.kind === 'removed' && (
        <>
          <Value value={change.before} tone="removed" />
          <Typography variant="caption" color="text.secondary">
            {t('audit.details.removed')}
          </Typography>
        </>
      )}
      {change.kind === 'added' && (
        <>
          <Value value={change.after} tone="added" />
          <Typography variant="caption" color="text.secondary">
            {t('audit.details.added')}
          </Typography>
        </>
      )}
      {change.kind === 'changed' && (
        <>
          <Value value={change.before} tone="removed" />
          <span aria-hidden="true">→</span>
          <Value value={change.after} tone="added" />
        </>
      )}
    </Stack>
  );
}

/**
 * An event's expanded row: the before/after diff field by field (removed in red, added in green,
 * changed old → new), and the who and why the row does not show.
 */
export function AuditEventDetails({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  const changes = diffValues(event.before, event.after);
  const facts: Fact[] = [
    { label: t('audit.details.reason'), value: event.reason ?? '' },
    {
      label: t('audit.details.from'),
      value: [event.actor.ip, event.actor.userAgent].filter(Boolean).join(' · '),
    },
    { label: t('audit.details.roles'), value: event.actor.roles.join(', ') },
    { label: t('audit.details.requestId'), value: event.actor.requestId ?? '' },
    { label: t('audit.details.stepUp'), value: event.scaUsed ? t('audit.details.yes') : '' },
  ];
  return (
    <Stack spacing={1} sx={{ py: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {t('audit.details.changes')}
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('audit.details.noChanges')}
        </Typography>
      ) : (
        <Stack spacing={0.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {changes.map((change) => (
            <li key={`${change.kind}:${change.path}`}>
              <ChangeLine change={change} />
            </li>
          ))}
        </Stack>
      )}
      <FactList facts={facts.filter((fact) => fact.value)} />
    </Stack>
  );
}
