/**
 * English texts: the four layouts (spec §2 "Layout and chrome") and the shared panels they use
 * (quick panel, alert area, splash screen, resizable drawer, right-hand modal).
 */
export const enLayouts = {
  // Spec §2 names the layout styles "vertical-layout-1 (default), Entreprise (enterprise),
  // Material, vertical-v2"; "Entreprise" is the spec's own spelling of the display name.
  names: {
    'vertical-layout-1': 'Vertical layout 1',
    enterprise: 'Entreprise',
    material: 'Material',
    'vertical-v2': 'Vertical v2',
  },
  descriptions: {
    'vertical-layout-1': 'The menu in a sidebar beside the page',
    enterprise: 'The menu groups in a bar across the top',
    material: 'A floating menu panel on a colour band',
    'vertical-v2': 'A folded icon sidebar, breadcrumbs on a second row',
  },
  quickPanel: {
    open: 'Quick panel',
    title: 'Quick panel',
    close: 'Close the quick panel',
  },
  themeOptions: {
    heading: 'Theme options',
    layout: 'Layout',
    organisationLayout: "Your organisation's layout: {{name}}",
    useOrganisationLayout: "Use my organisation's layout",
    ownChoice: 'Kept on this device for you only.',
  },
  alerts: 'Alerts',
  splash: 'Loading Paydesk',
  loading: 'Loading',
  drawer: {
    resize: 'Resize panel',
    close: 'Close',
  },
  rightModal: {
    maximise: 'Maximise',
    restore: 'Restore',
    close: 'Close',
  },
} as const;
