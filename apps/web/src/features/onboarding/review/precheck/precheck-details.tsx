import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PrecheckDraft } from '@paydesk/contracts/onboarding/precheck.schemas';
import { useTranslation } from 'react-i18next';
import { useActiveCountries, useActiveCurrencies } from '../../api/lookup-queries';
import { displayValue, isWebAddress, PRECHECK_SECTIONS } from './precheck-rows';

/** The submitted fields, read-only, section by section (a definition list per section). */
export function PrecheckDetails({ form }: { form: PrecheckDraft }) {
  const { t } = useTranslation();
  const countries = useActiveCountries();
  const currencies = useActiveCurrencies();
  const lookups = { countries: countries.data, currencies: currencies.data };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {PRECHECK_SECTIONS.map((section) => (
        <Paper key={section.key} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {t(`onboardingReview.precheck.sections.${section.key}`)}
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'minmax(8rem, 40%) 1fr',
              columnGap: 2,
              rowGap: 1,
            }}
          >
            {section.fields.map((field) => {
              const value = displayValue(form, field, lookups, t);
              return (
                <Box key={field} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t(`onboardingReview.precheck.fields.${field}`)}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    data-field={field}
                    sx={{ m: 0, overflowWrap: 'anywhere', fontStyle: value === null ? 'italic' : undefined }}
                  >
                    {value === null ? (
                      t('onboardingReview.precheck.notGiven')
                    ) : field === 'website' && isWebAddress(value) ? (
                      <Link href={value} target="_blank" rel="noopener noreferrer">
                        {value}
                      </Link>
                    ) : (
                      value
                    )}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
