import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TenantSettings } from '@paydesk/contracts/tenant-admin/tenant-admin.schemas';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { errorMessageOf } from '../../../lib/http/error-message';
import { useUploadBranding } from '../api/tenant-admin-calls';
import { SectionHeading } from '../headings';

const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/**
 * The tenant's logo and favicon: each shown as it is served (/branding/…) and replaced by an
 * upload (PNG or JPEG, 512 KB; the server checks the bytes, and refuses SVG).
 */
export function BrandingUploads({ tenant }: { readonly tenant: TenantSettings }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <SectionHeading title={t('tenantAdmin.form.branding')} hint={t('tenantAdmin.form.brandingHint')} />
      <Stack direction="row" spacing={3}>
        <BrandingFile tenant={tenant} asset="logo" url={tenant.logoUrl} />
        <BrandingFile tenant={tenant} asset="favicon" url={tenant.faviconUrl} />
      </Stack>
    </Stack>
  );
}

function BrandingFile({
  tenant,
  asset,
  url,
}: {
  readonly tenant: TenantSettings;
  readonly asset: 'logo' | 'favicon';
  readonly url: string | null;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const upload = useUploadBranding();
  const inputId = useId();
  const [shown, setShown] = useState(url);
  const what = t(`tenantAdmin.form.${asset}`);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const after = await upload.mutateAsync({ tenantId: tenant.tenantId, asset, file });
      setShown(asset === 'logo' ? after.logoUrl : after.faviconUrl);
      notify.success(t('tenantAdmin.form.uploaded', { what }));
    } catch (error) {
      notify.error(await errorMessageOf(error));
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{what}</Typography>
      {shown ? (
        <img src={shown} alt={what} style={{ maxHeight: asset === 'logo' ? 48 : 32, maxWidth: 160 }} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('tenantAdmin.form.noImage')}
        </Typography>
      )}
      <input id={inputId} type="file" accept={ACCEPT} hidden onChange={choose} />
      <Button component="label" htmlFor={inputId} size="small" variant="outlined" disabled={upload.isPending}>
        {t('tenantAdmin.form.upload', { what })}
      </Button>
    </Stack>
  );
}
