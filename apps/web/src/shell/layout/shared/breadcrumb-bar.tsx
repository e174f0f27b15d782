import Box from '@mui/material/Box';
import { PortalBreadcrumbs } from '../../navigation/components/portal-breadcrumbs';
import { useShowsBreadcrumbs } from '../../navigation/components/use-current-route';
import { useNarrowScreen } from './use-narrow-screen';

/**
 * Breadcrumbs on a row of their own (toolbar v2, the enterprise layout). The row is left out on
 * routes that hide breadcrumbs rather than left empty.
 */
export function BreadcrumbBar() {
  const narrow = useNarrowScreen();
  if (!useShowsBreadcrumbs()) return null;
  return (
    <Box
      sx={{
        px: { xs: 2, md: 3 },
        py: 1,
        minHeight: 40,
        display: 'flex',
        alignItems: 'center',
        bgcolor: 'background.paper',
        color: 'text.secondary',
        borderBottom: 1,
        borderColor: 'divider',
        '& .MuiBreadcrumbs-li .MuiTypography-root, & .MuiBreadcrumbs-li a': { fontSize: 14 },
      }}
    >
      <PortalBreadcrumbs compact={narrow} />
    </Box>
  );
}
