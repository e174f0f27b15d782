import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export interface ReportTile {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/**
 * A report's totals as tiles, a region named `label`: each figure under its name (the figure is
 * named by it for screen readers), a placeholder until the report has loaded.
 */
export function ReportTiles({
  label,
  idPrefix,
  tiles,
  loaded,
}: {
  readonly label: string;
  /** Makes the ids that name each figure unique on the page. */
  readonly idPrefix: string;
  readonly tiles: readonly ReportTile[];
  readonly loaded: boolean;
}) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${Math.max(tiles.length, 1)}, 1fr)` },
      }}
    >
      {tiles.map((tile) => (
        <Paper key={tile.key} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary" id={`${idPrefix}-${tile.key}`}>
            {tile.label}
          </Typography>
          {loaded ? (
            <Typography
              variant="h5"
              component="p"
              aria-labelledby={`${idPrefix}-${tile.key}`}
              sx={{ fontWeight: 600 }}
            >
              {tile.value}
            </Typography>
          ) : (
            <Skeleton width={80} height={32} />
          )}
        </Paper>
      ))}
    </Box>
  );
}
