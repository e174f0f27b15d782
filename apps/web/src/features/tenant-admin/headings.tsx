import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A screen's h1 with its one-line introduction (the tenant-management screens). */
export function PageHeading({ title, intro }: { readonly title: string; readonly intro: string }) {
  return (
    <div>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {intro}
      </Typography>
    </div>
  );
}

/** A part of a form: its h3 and, when given, a line saying what it is for. */
export function SectionHeading({ title, hint }: { readonly title: string; readonly hint?: ReactNode }) {
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </div>
  );
}
