import { useLabelSeeding } from './use-label-seeding';

/** Runs spec §4 label seeding inside the login guard (the hook needs the signed-in user); draws nothing. */
export function LabelSeeding() {
  useLabelSeeding();
  return null;
}
