import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { saveBlob } from '../../../lib/save-blob';
import { type CsvSection, reportCsv } from './report-rows';

/** A report's CSV download: `build` makes the file's text (or asks the server for it). */
export function useReportExport(fileName: string, build: () => Promise<string | Blob>) {
  const { t } = useTranslation();
  const notify = useNotify();
  return useMutation({
    mutationFn: build,
    onSuccess: (file) => {
      saveBlob(
        typeof file === 'string' ? new Blob([file], { type: 'text/csv;charset=utf-8' }) : file,
        fileName,
      );
      notify.success(t('reports.exported'));
    },
  });
}

/** The report-row CSV of the sections, with the portal's column headings. */
export function useRowsCsv(): (sections: readonly CsvSection[]) => string {
  const { t } = useTranslation();
  return (sections) =>
    reportCsv(sections, {
      dimension: t('reports.csv.dimension'),
      group: t('reports.csv.group'),
      key: t('reports.csv.key'),
      count: t('reports.columns.count'),
      successCount: t('reports.columns.successCount'),
      successRate: t('reports.csv.successRate'),
      volume: t('reports.csv.volume'),
      baseCurrency: t('reports.csv.baseCurrency'),
      amount: t('reports.csv.amount'),
      currency: t('reports.csv.currency'),
    });
}

/** The oldest freshness of a report's answers (every number on screen is at least that fresh). */
export function oldestUpdate(
  answers: readonly ({ readonly updatedAt: string } | undefined)[],
): string | null {
  const times = answers.filter((a): a is { updatedAt: string } => a !== undefined).map((a) => a.updatedAt);
  if (times.length === 0) return null;
  return times.reduce((oldest, next) => (Date.parse(next) < Date.parse(oldest) ? next : oldest));
}
