import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a lazily loaded screen arrives. */
export function PageLoading() {
  return <LinearProgress aria-label="Loading" />;
}
