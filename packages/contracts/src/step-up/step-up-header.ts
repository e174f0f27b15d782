/**
 * The request header that carries a step-up code (spec §6 names it `scaCode`; headers ignore case).
 * A module of its own, without zod, so the portal's API client reads it without the schemas.
 */
export const STEP_UP_HEADER = 'scacode';
