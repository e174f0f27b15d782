import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { columnLabel } from '../../../components/charts/chart-model';
import { NoData } from '../../../components/load-state/no-data';
import { TablePaging } from '../../../components/table-paging/table-paging';
import { cellText, rowLink } from '../model/table-cells';
import type { WidgetBodyProps, WidgetPaging } from './widget-body';
import { useDashboardContext } from './widget-context';

/** Spec §9: page-size options 5, 10, 20, 50, 75, 100; a widget table starts at 5. */
export const WIDGET_PAGE_SIZES = [5, 10, 20, 50, 75, 100] as const;
export const WIDGET_PAGE_SIZE = 5;

/** TABLE_WIDGET: the rows, paged on the server; a row opens its navigation URL when it has one. */
export function TableWidget({ widget, payload, page, onPage }: WidgetBodyProps & WidgetPaging) {
  const { t } = useTranslation();
  const { decimalsOf } = useDashboardContext();
  const settings = widget.table;
  const properties = settings?.properties.length ? settings.properties : Object.keys(payload.rows[0] ?? {});
  if (payload.rows.length === 0) return <NoData />;
  return (
    <>
      <Table size="small" aria-label={widget.title}>
        <TableHead>
          <TableRow>
            {properties.map((property, i) => (
              <TableCell key={property}>{settings?.columns[i] ?? columnLabel(property)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {payload.rows.map((row, r) => {
            const to = rowLink(settings?.navigationUrl ?? null, row);
            return (
              <TableRow key={String(row.id ?? r)}>
                {properties.map((property, i) => {
                  const text = cellText(row, property, settings?.pipes[i] ?? null, decimalsOf, t);
                  return (
                    <TableCell key={property}>
                      {to && i === 0 ? (
                        <Link component={RouterLink} to={to}>
                          {text}
                        </Link>
                      ) : (
                        text
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <TablePaging page={page} count={payload.totalCount} pageSizes={WIDGET_PAGE_SIZES} onChange={onPage} />
    </>
  );
}
