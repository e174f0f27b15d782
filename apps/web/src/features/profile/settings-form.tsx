import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProfileLanguage, type ProfileSettings } from '@paydesk/contracts/profile/profile.schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/feedback/feedback-context';
import { OptionSelect } from '../../components/forms/select/option-select';
import { TimeZoneSelect } from '../../components/forms/select/time-zone-select';
import { PersonNameFields } from '../../components/forms/text/person-name-fields';
import { LANGUAGES } from '../../i18n/languages';
import { type FieldErrors, fieldErrorsOf } from '../../lib/api/field-errors';
import { errorMessageOf } from '../../lib/http/error-message';
import { useSaveProfileSettings } from './api/profile-calls';

type Field = 'firstName' | 'lastName' | 'timeZone';

/** The user's name, time zone (spec §9: names with a slash, by UTC offset) and language. */
export function SettingsForm({ settings }: { readonly settings: ProfileSettings }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveProfileSettings();
  const [firstName, setFirstName] = useState(settings.firstName);
  const [lastName, setLastName] = useState(settings.lastName);
  const [timeZone, setTimeZone] = useState<string | null>(settings.timeZone);
  const [language, setLanguage] = useState(settings.language);
  const [tried, setTried] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const missing: Record<Field, boolean> = {
    firstName: !firstName.trim(),
    lastName: !lastName.trim(),
    timeZone: !timeZone,
  };
  const errorOf = (field: Field) =>
    (tried && missing[field] ? t('profile.required') : undefined) ?? fields[field];
  const notLoaded = LANGUAGES.find((l) => l.code === language)?.loaded === false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(missing).some(Boolean) || !timeZone || save.isPending) return;
    setFields({});
    setRefusal(null);
    try {
      await save.mutateAsync({ firstName, lastName, timeZone, language });
      notify.success(t('profile.saved'));
    } catch (error) {
      const found = fieldErrorsOf(error);
      setFields(found);
      if (Object.keys(found).length === 0) setRefusal(await errorMessageOf(error));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('profile.settingsHeading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('profile.email', { email: settings.email })}
        </Typography>
        <PersonNameFields
          firstName={firstName}
          lastName={lastName}
          onFirstName={setFirstName}
          onLastName={setLastName}
          labels={{ firstName: t('profile.firstName'), lastName: t('profile.lastName') }}
          errors={{ firstName: errorOf('firstName'), lastName: errorOf('lastName') }}
        />
        <TimeZoneSelect
          name="timeZone"
          label={t('profile.timeZone')}
          value={timeZone}
          onChange={setTimeZone}
          required
          error={errorOf('timeZone')}
        />
        <OptionSelect
          name="language"
          label={t('profile.language')}
          value={language}
          onChange={(value) => setLanguage(ProfileLanguage.safeParse(value).data ?? 'en')}
          options={LANGUAGES.map((l) => ({ value: l.code, label: l.label }))}
          required
        />
        {notLoaded && <Alert severity="info">{t('profile.languageNotLoaded')}</Alert>}
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('profile.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
