/**
 * The settings panel's sections, by the title each shows, for the command palette's 'jump there' (the panel
 * opens the section whose title it is sent, through lib/commands). Signed-out visitors have no Labs nor
 * Account Information section.
 */
export const SETTINGS_SECTIONS = [
  { title: 'Appearance', signedInOnly: false },
  { title: 'Labs', signedInOnly: true },
  { title: 'Widgets', signedInOnly: false },
  { title: 'Header Metrics', signedInOnly: false },
  { title: 'Notifications', signedInOnly: false },
  { title: 'Keyboard Shortcuts', signedInOnly: false },
  { title: 'Account Information', signedInOnly: true },
  { title: 'Data & Backup', signedInOnly: false },
  { title: 'Music', signedInOnly: false },
  { title: 'Browser extension', signedInOnly: false },
] as const;
