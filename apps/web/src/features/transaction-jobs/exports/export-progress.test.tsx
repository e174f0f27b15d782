import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../../../lib/format/number-format';
import { makeExportJob } from '../../../test/fixtures/job-fixtures';
import { tenantAdmin } from '../../../test/fixtures/users';
import { renderWithUser } from '../../../test/render-with-user';
import { ExportProgress } from './export-progress';

const bar = () => screen.getByRole('progressbar', { name: 'Export progress' });

describe('export progress', () => {
  it('shows "N of M rows (P %)" over a determinate bar once the export writes', () => {
    renderWithUser(
      <ExportProgress
        job={makeExportJob({ status: 'Running', rowsExpected: 800, rowsWritten: 300, bytesWritten: 2048 })}
      />,
      tenantAdmin,
    );
    expect(screen.getByText('300 of 800 rows (37 %)')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '37');
    expect(screen.getByText(/ written$/)).toBeInTheDocument();
  });

  it('says it is preparing while queued, with a bar that moves without a value', () => {
    renderWithUser(<ExportProgress job={makeExportJob()} />, tenantAdmin);
    expect(screen.getByRole('status', { name: 'Export progress' })).toHaveTextContent('Preparing the export');
    expect(bar()).not.toHaveAttribute('aria-valuenow');
  });

  it('gives no percent for a capped count (10,000+ rows)', () => {
    renderWithUser(
      <ExportProgress
        job={makeExportJob({
          status: 'Running',
          rowsExpected: 10_000,
          rowsExpectedIsCapped: true,
          rowsWritten: 4_000,
        })}
      />,
      tenantAdmin,
    );
    expect(
      screen.getByText(`${formatDecimal(4_000, 0)} of ${formatDecimal(10_000, 0)}+ rows`),
    ).toBeInTheDocument();
    expect(bar()).not.toHaveAttribute('aria-valuenow');
  });

  it('reaches 100 % when every row is written', () => {
    renderWithUser(
      <ExportProgress job={makeExportJob({ status: 'Running', rowsExpected: 40, rowsWritten: 40 })} />,
      tenantAdmin,
    );
    expect(screen.getByText('40 of 40 rows (100 %)')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
  });
});
