import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Fact {
  readonly label: string;
  readonly value: ReactNode;
}

/** Label/value pairs as a description list; an empty value shows a dash. */
export function FactList({ facts, label }: { facts: readonly Fact[]; label?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value === null || fact.value === undefined || fact.value === ''
              ? t('transactionDetails.details.none')
              : fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
