import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { PermissionRow } from '@paydesk/contracts/user-admin/permission-rows';
import type { ManagedUserType } from '@paydesk/contracts/user-admin/user-admin.schemas';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type RoleDraft, rowsByArea, withKey, withStepUp } from './role-draft';

/**
 * The role's keys, one row each, grouped by area: a View or a Manage checkbox (manage implies
 * view) and "Requires step-up". A key the editing user does not hold is shown but cannot be
 * granted (nobody grants what they lack; the server refuses it too).
 */
export function PermissionTable({
  type,
  draft,
  held,
  readOnly,
  onChange,
}: {
  readonly type: ManagedUserType;
  readonly draft: RoleDraft;
  /** The editing user's own keys. */
  readonly held: ReadonlySet<string>;
  readonly readOnly: boolean;
  readonly onChange: (draft: RoleDraft) => void;
}) {
  const { t } = useTranslation();
  const granted = new Set(draft.permissions);
  const stepUp = new Set(draft.scaRequiredPermissions);
  const descriptionOf = new Map(
    rowsByArea(type).flatMap((g) => g.rows.map((r) => [r.key as string, r.description])),
  );

  const box = (
    row: PermissionRow,
    checked: boolean,
    label: string,
    onToggle: (on: boolean) => void,
  ): ReactNode => {
    const notHeld = !held.has(row.key);
    const control = (
      <Checkbox
        checked={checked}
        disabled={readOnly || (notHeld && !checked)}
        onChange={(event) => onToggle(event.target.checked)}
        slotProps={{ input: { 'aria-label': `${label}: ${row.description}` } }}
        size="small"
      />
    );
    return notHeld && !readOnly ? (
      <Tooltip title={t('userAdmin.roles.notHeld')}>
        <span>{control}</span>
      </Tooltip>
    ) : (
      control
    );
  };

  return (
    // A phone's width is less than the table's: the table scrolls sideways in its own box.
    <TableContainer>
      <Table size="small" aria-label={t('userAdmin.roles.listLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('userAdmin.roles.permission')}</TableCell>
            <TableCell align="center">{t('userAdmin.roles.view')}</TableCell>
            <TableCell align="center">{t('userAdmin.roles.manage')}</TableCell>
            <TableCell align="center">{t('userAdmin.roles.stepUp')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rowsByArea(type).map(({ area, rows }) => (
            <Fragment key={area}>
              <TableRow>
                <TableCell
                  colSpan={4}
                  component="th"
                  scope="rowgroup"
                  sx={{ bgcolor: 'action.hover', fontWeight: 600 }}
                >
                  {area}
                </TableCell>
              </TableRow>
              {rows.map((row) => {
                const toggle = (on: boolean) => onChange(withKey(draft, row.key, on));
                const column =
                  row.column === 'view' ? t('userAdmin.roles.view') : t('userAdmin.roles.manage');
                return (
                  <TableRow key={row.key} hover>
                    <TableCell>
                      {row.description}
                      {row.implies && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {t('userAdmin.roles.impliesView', {
                            view: descriptionOf.get(row.implies) ?? row.implies,
                          })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="center" padding="checkbox">
                      {row.column === 'view' && box(row, granted.has(row.key), column, toggle)}
                    </TableCell>
                    <TableCell align="center" padding="checkbox">
                      {row.column === 'manage' && box(row, granted.has(row.key), column, toggle)}
                    </TableCell>
                    <TableCell align="center" padding="checkbox">
                      {box(row, stepUp.has(row.key), t('userAdmin.roles.stepUp'), (on) =>
                        onChange(withStepUp(draft, row.key, on)),
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
