/**
 * Class names on the vertical menu's parts, so a navbar can restyle them without props through
 * every level: the folded navbar of vertical-v2 hides the labels, expand icons and submenus.
 */
export const NAV_LABEL = 'nav-label';
export const NAV_EXPAND_ICON = 'nav-expand-icon';
export const NAV_SUBMENU = 'nav-submenu';

/** On a group button whose entries hold the current page. */
export const NAV_CURRENT_GROUP = 'nav-current-group';
