import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PriceBookEntry } from '@paydesk/contracts/onboarding/pricebook.schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { productsFeesTable } from './products-fees';

/** The offer's products by fee types (spec §2); the table scrolls in its own box on a phone. */
export function ProductsFeesTable({ entries }: { entries: readonly PriceBookEntry[] }) {
  const { t } = useTranslation();
  const table = useMemo(() => productsFeesTable(entries), [entries]);
  return (
    <Box component="section" aria-labelledby="offer-products-heading">
      <Typography id="offer-products-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('onboarding.offer.productsAndFees')}
      </Typography>
      {table.rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('onboarding.offer.noProducts')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Table size="small" aria-labelledby="offer-products-heading">
            <TableHead>
              <TableRow>
                <TableCell>{t('onboarding.offer.product')}</TableCell>
                {table.columns.map((column) => (
                  <TableCell key={column.feeTypeId} align="right">
                    {column.feeTypeName}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row) => (
                <TableRow key={row.productId}>
                  <TableCell component="th" scope="row">
                    {row.productName}
                  </TableCell>
                  {row.cells.map((cell, i) => (
                    <TableCell key={table.columns[i]?.feeTypeId} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
