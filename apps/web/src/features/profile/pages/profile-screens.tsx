import { ProfilePage } from '../profile-page';

/** The profile settings route screen, for staff and for merchant users (loaded lazily by the route registry). */
export const ProfileSettingsScreen = () => <ProfilePage />;
