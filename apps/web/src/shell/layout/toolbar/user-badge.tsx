import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user';
import { profileSettingsPath } from '../../navigation/user-paths';

export function initials(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** Spec §2 toolbar: the user's initials and name with their time zone, opening profile settings. */
export function UserBadge() {
  const user = useCurrentUser();
  return (
    <ButtonBase
      component={RouterLink}
      to={profileSettingsPath(user)}
      sx={{ borderRadius: 1, px: 1, py: 0.5, gap: 1, color: 'inherit', textAlign: 'left' }}
    >
      <UserIdentity user={user} />
    </ButtonBase>
  );
}

/** The badge's initials, name and time zone (also the narrow toolbar's profile menu item). */
export function UserIdentity({ user }: { user: CurrentUser }) {
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <>
      <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }} aria-hidden>
        {initials(user)}
      </Avatar>
      <Stack>
        <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
          {fullName}
        </Typography>
        <Typography variant="caption" sx={{ lineHeight: 1.2, opacity: 0.8 }}>
          {user.configureTimeZone}
        </Typography>
      </Stack>
    </>
  );
}
