import Tooltip from '@mui/material/Tooltip';
import { formatDateTimeSeconds } from '../../../lib/format/date-format';
import { formatRelativeTime } from '../../../lib/format/relative-time';

/** Spec §9 relative time ('just now', 'N minutes ago', 'Nh ago'), the full date-time on hover. */
export function TimeAgo({ value }: { value: string }) {
  return (
    <Tooltip title={formatDateTimeSeconds(value)}>
      <time dateTime={value}>{formatRelativeTime(value)}</time>
    </Tooltip>
  );
}
