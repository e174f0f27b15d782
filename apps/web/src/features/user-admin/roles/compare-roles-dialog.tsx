import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PERMISSION_DESCRIPTIONS } from '@paydesk/contracts/auth/permission-descriptions';
import { PERMISSION_CATALOGUE } from '@paydesk/contracts/auth/permissions';
import type { Role } from '@paydesk/contracts/user-admin/user-admin.schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/forms/select/option-select';

/** Each key either role holds, and which of the two hold it; keys held by both come last. */
export function compareRoles(
  first: Role,
  second: Role,
): { key: string; inFirst: boolean; inSecond: boolean }[] {
  const a = new Set<string>(first.permissions);
  const b = new Set<string>(second.permissions);
  return PERMISSION_CATALOGUE.map((p) => p.key as string)
    .filter((key) => a.has(key) || b.has(key))
    .map((key) => ({ key, inFirst: a.has(key), inSecond: b.has(key) }))
    .sort((x, y) => Number(x.inFirst && x.inSecond) - Number(y.inFirst && y.inSecond));
}

const DESCRIPTION: ReadonlyMap<string, string> = new Map(Object.entries(PERMISSION_DESCRIPTIONS));

/** Two roles side by side: what only one of them grants, then what both grant. */
export function CompareRolesDialog({
  roles,
  onClose,
}: {
  readonly roles: readonly Role[];
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [firstId, setFirstId] = useState(roles[0]?.id ?? '');
  const [secondId, setSecondId] = useState(roles[1]?.id ?? '');
  const first = roles.find((role) => role.id === firstId);
  const second = roles.find((role) => role.id === secondId);
  const options = roles.map((role) => ({ value: role.id, label: role.name }));
  const rows = first && second ? compareRoles(first, second) : [];
  const same = rows.every((row) => row.inFirst && row.inSecond);
  const mark = (held: boolean) => (held ? '✓' : '—');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('userAdmin.compare.title')}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ py: 1 }}>
          <OptionSelect
            name="first"
            label={t('userAdmin.compare.first')}
            value={firstId}
            onChange={setFirstId}
            options={options}
          />
          <OptionSelect
            name="second"
            label={t('userAdmin.compare.second')}
            value={secondId}
            onChange={setSecondId}
            options={options}
          />
        </Stack>
        {first && second && same && <Typography sx={{ mt: 2 }}>{t('userAdmin.compare.same')}</Typography>}
        {first && second && rows.length > 0 && (
          <Table size="small" aria-label={t('userAdmin.compare.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('userAdmin.roles.permission')}</TableCell>
                <TableCell align="center">{first.name}</TableCell>
                <TableCell align="center">{second.name}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key} data-both={row.inFirst && row.inSecond}>
                  <TableCell>{DESCRIPTION.get(row.key) ?? row.key}</TableCell>
                  <TableCell align="center" aria-label={row.inFirst ? first.name : undefined}>
                    {mark(row.inFirst)}
                  </TableCell>
                  <TableCell align="center" aria-label={row.inSecond ? second.name : undefined}>
                    {mark(row.inSecond)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('userAdmin.compare.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
