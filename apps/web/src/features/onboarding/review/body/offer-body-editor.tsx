import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OfferKind } from '@paydesk/contracts/onboarding/onboarding.model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SanitisedHtml } from '../../../../components/sanitised-html/sanitised-html';
import { formatDate } from '../../../../lib/format/date-format';
import { useOfferTemplates } from '../../api/tenant-onboarding-queries';
import { fillPlaceholders, PLACEHOLDERS } from './fill-placeholders';

interface OfferBodyEditorProps {
  readonly kind: OfferKind;
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly error?: string;
  readonly merchantName: string;
  readonly tenantName: string;
}

/**
 * The HTML body of a proposal or agreement: a template fills it, the tenant edits the markup in a
 * monospace box, and the preview shows it cleaned the way the merchant's dialog will show it.
 */
export function OfferBodyEditor({
  kind,
  value,
  onChange,
  error,
  merchantName,
  tenantName,
}: OfferBodyEditorProps) {
  const { t } = useTranslation();
  const templates = useOfferTemplates(kind);
  const [templateId, setTemplateId] = useState('');
  const preview = fillPlaceholders(value, { merchantName, tenantName, date: formatDate(new Date()) });

  return (
    <Stack spacing={2}>
      {templates.isError && <Alert severity="error">{t('onboardingReview.composer.templatesFailed')}</Alert>}
      <TextField
        select
        label={t('onboardingReview.composer.template')}
        value={templateId}
        onChange={(event) => {
          const id = event.target.value;
          setTemplateId(id);
          const template = templates.data?.find((item) => item.id === id);
          if (template) onChange(template.body);
        }}
        disabled={!templates.data}
        sx={{ maxWidth: 420 }}
      >
        <MenuItem value="">{t('onboardingReview.composer.noTemplate')}</MenuItem>
        {(templates.data ?? []).map((template) => (
          <MenuItem key={template.id} value={template.id}>
            {template.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <TextField
            label={t('onboardingReview.composer.bodyField')}
            name="body"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            multiline
            minRows={10}
            maxRows={24}
            error={Boolean(error)}
            helperText={error}
            fullWidth
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
          />
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="caption" color="text.secondary">
              {t('onboardingReview.composer.placeholdersHint')}
            </Typography>
            {PLACEHOLDERS.map((placeholder) => (
              <Chip
                key={placeholder}
                size="small"
                variant="outlined"
                label={placeholder}
                sx={{ fontFamily: 'monospace' }}
              />
            ))}
          </Stack>
        </Stack>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0, maxHeight: 480, overflow: 'auto' }}>
          <Typography variant="overline" component="h4" color="text.secondary">
            {t('onboardingReview.composer.preview')}
          </Typography>
          {value.trim() === '' ? (
            <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
              {t('onboardingReview.composer.emptyPreview')}
            </Typography>
          ) : (
            <SanitisedHtml html={preview} data-testid="body-preview" />
          )}
        </Paper>
      </Box>
    </Stack>
  );
}
