import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PanelHeaderProps {
  /** The heading's id: the panel is named by it (aria-labelledby). */
  readonly titleId: string;
  readonly title: string;
  readonly closeLabel: string;
  readonly onClose: () => void;
  /** Buttons shown before the close button (e.g. Maximise). */
  readonly actions?: ReactNode;
}

/** The header row of side panels (the resizable drawer, the right-hand modal): title, actions, close. */
export function PanelHeader({ titleId, title, closeLabel, onClose, actions }: PanelHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 2.5,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography
        id={titleId}
        variant="h6"
        component="h2"
        sx={{ flex: 1, fontSize: '1.1rem', fontWeight: 600 }}
      >
        {title}
      </Typography>
      {actions}
      <Tooltip title={closeLabel}>
        <IconButton edge="end" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
