import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled part of a report (a table and its paging), a region named by its heading. */
export function ReportSection({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, px: 2, pt: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
