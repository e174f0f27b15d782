/** Spec: passwords set through the identity pages are at least 12 characters. */
export const PASSWORD_MIN_LENGTH = 12;
/** Spec §5 and issue 17 (ASVS V2): at most 128 characters, which also keeps hashing bounded. */
export const PASSWORD_MAX_LENGTH = 128;
