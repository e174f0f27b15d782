/** Spec §4 and §9: "Layout changes are debounced by 1 s" (Layout debounce 1000 ms). */
export const LAYOUT_DEBOUNCE_MS = 1000;

/** Spec §4 and §9: "The splash screen hides 3 s after the layout loads" (Splash hide 3000 ms). */
export const SPLASH_HIDE_MS = 3000;
