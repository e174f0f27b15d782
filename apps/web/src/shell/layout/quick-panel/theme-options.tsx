import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LayoutName } from '@paydesk/contracts/users/user-context.schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayoutChoice } from '../layout-choice/layout-choice';
import { LayoutThumbnail } from './layout-thumbnail';

/**
 * The quick panel's theme options: the four layouts of spec §2, each a radio with its display
 * name. A pick shows at once (after the layout debounce) and is kept on this device; "Use my
 * organisation's layout" goes back to the tenant's.
 */
export function ThemeOptions() {
  const { t } = useTranslation();
  const choice = useLayoutChoice();
  const headingId = useId();
  const groupId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        variant="overline"
        component="h3"
        sx={{ fontWeight: 700, color: 'text.secondary' }}
      >
        {t('layouts.themeOptions.heading')}
      </Typography>
      <Typography id={groupId} variant="subtitle2" component="p" sx={{ mt: 1, mb: 1 }}>
        {t('layouts.themeOptions.layout')}
      </Typography>
      <RadioGroup
        aria-labelledby={groupId}
        value={choice.selected}
        onChange={(_, value) => choice.choose(LayoutName.parse(value))}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}
      >
        {LayoutName.options.map((layout) => {
          const selected = choice.selected === layout;
          return (
            <Box
              key={layout}
              sx={{
                border: 2,
                borderColor: selected ? 'primary.main' : 'divider',
                borderRadius: 2,
                p: 1.25,
                bgcolor: selected ? 'action.selected' : 'background.paper',
                transition: 'border-color 120ms',
              }}
            >
              <LayoutThumbnail layout={layout} />
              <FormControlLabel
                value={layout}
                control={<Radio size="small" />}
                label={t(`layouts.names.${layout}`)}
                sx={{ mt: 0.5, mr: 0, '& .MuiFormControlLabel-label': { fontWeight: 600, fontSize: 14 } }}
              />
              <Typography variant="caption" component="p" color="text.secondary" sx={{ lineHeight: 1.3 }}>
                {t(`layouts.descriptions.${layout}`)}
              </Typography>
            </Box>
          );
        })}
      </RadioGroup>
      <Stack spacing={1} sx={{ mt: 2.5, alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          {t('layouts.themeOptions.organisationLayout', {
            name: t(`layouts.names.${choice.organisationLayout}`),
          })}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          disabled={!choice.isOwnChoice}
          onClick={choice.followOrganisation}
        >
          {t('layouts.themeOptions.useOrganisationLayout')}
        </Button>
        {choice.isOwnChoice && (
          <Typography variant="caption" color="text.secondary">
            {t('layouts.themeOptions.ownChoice')}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
