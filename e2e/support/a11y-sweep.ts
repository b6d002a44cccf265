import { expect, test, type APIRequestContext, type Locator, type Page } from './test';
import { expectNoFindings, scan, type Finding } from './axe';
import { subscribedDashboard } from './themes';
import { phoneBarOf } from './phone-bar';

/**
 * The accessibility sweep of issue 24 item 5: one test per colour scheme and size walks a set of screens with a
 * yearly subscriber (every panel and perk open to them) and lists every serious or critical axe finding at once.
 */
export const SWEEP_SIZES = [
  { label: '1440', width: 1440, height: 900, phone: false },
  { label: '375', width: 375, height: 812, phone: true },
] as const;
const SCHEMES = ['light', 'dark'] as const;

export interface Sweep {
  page: Page;
  /** 375 px: widgets open from the widget bar as sheets, panels from the menu. */
  phone: boolean;
  /** Scans the page, or only what `include` selects (a dialog), under `where`. */
  scan(where: string, include?: string): Promise<void>;
}

/** The open modal dialogs (Radix portals them; the page under them is inert). */
export const DIALOGS = '[role="dialog"], [role="alertdialog"]';

/** The sweep's four looks: light and dark, at 1440 px and 375 px (a phone). */
export const LOOKS = SWEEP_SIZES.flatMap((size) =>
  SCHEMES.map((scheme) => ({
    title: `${scheme}, ${size.label} px`,
    phone: size.phone,
    use: { viewport: { width: size.width, height: size.height }, colorScheme: scheme },
  })),
);

/** A sandbox checkout and a few dozen axe scans: far longer than the default on a busy machine. */
export const SWEEP_TIMEOUT = 240_000;

/** One sweep test's body: a yearly subscriber named `name` walks `walk`; every finding is listed at the end. */
export function sweep(name: string, phone: boolean, walk: (sweep: Sweep) => Promise<void>) {
  return async ({ page, request, baseURL }: { page: Page; request: APIRequestContext; baseURL?: string }) => {
    await subscribedDashboard(page, request, baseURL!, name, 'Yearly');
    const findings: Finding[] = [];
    await walk({ page, phone, scan: (where, include) => scan(page, where, findings, include) });
    expectNoFindings(findings);
  };
}

/** Registers `title` once per look (light and dark, 1440 and 375 px), each a sweep of `walk` by a user named `name`. */
export function sweepEveryLook(title: string, name: string, walk: (sweep: Sweep) => Promise<void>) {
  test.describe.configure({ timeout: SWEEP_TIMEOUT });
  for (const look of LOOKS) {
    test.describe(look.title, () => {
      test.use(look.use);
      test(title, sweep(name, look.phone, walk));
    });
  }
}

/** Settings, from the sidebar or the phone's bottom bar. */
export async function openSettings(page: Page, phone: boolean): Promise<Locator> {
  const from = phone ? page.getByRole('navigation', { name: 'Bottom navigation' }) : page.getByRole('navigation', { name: 'Main' });
  await from.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  return settings;
}

/** Opens one section of the Settings panel (closed sections mount nothing) and returns its region. */
export async function openSection(settings: Locator, title: string): Promise<Locator> {
  const toggle = settings.getByRole('button', { name: title, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const region = settings.getByRole('region', { name: title, exact: true });
  await expect(region).toBeVisible();
  return region;
}

export const WIDGET_TITLES = [
  'Wins',
  'Scripture',
  'Agents',
  "Today's Events",
  'Pomodoro Timer',
  'Review Goals',
  'Non-Negotiables',
  'Financial Tracker',
  'Time & Energy Audit',
  'Bookmarks',
] as const;

/**
 * Settings > Widgets: every widget switched on from the keyboard; the panel is closed again. A switch turned on
 * brings its widget's own settings in under it a moment later, moving every switch below: a click aimed at the next
 * one as that happened once landed elsewhere.
 */
export async function showEveryWidget(page: Page, phone: boolean) {
  const settings = await openSettings(page, phone);
  const widgets = await openSection(settings, 'Widgets');
  for (const title of WIDGET_TITLES) {
    const toggle = widgets.getByRole('switch', { name: title, exact: true });
    if (!(await toggle.isChecked())) await toggle.press('Space');
    await expect(toggle).toBeChecked();
  }
  await closeTop(page, settings);
}

/** Escape, as a user closes the topmost dialog, popover or sheet; waits until `what` is gone. */
export async function closeTop(page: Page, what: Locator) {
  await page.keyboard.press('Escape');
  await expect(what).toBeHidden();
}

/** The Pomodoro, Calendar... tabs on the right edge (desktop), each expanded into its card. */
export async function expandEdgeTabs(page: Page) {
  for (const title of ["Today's Events", 'Pomodoro Timer', 'Non-Negotiables']) {
    await page.getByRole('button', { name: `Open ${title}`, exact: true }).click();
    await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
  }
}

/** The whole names the phone's Widgets sheet lists, for the short ones the specs pass. */
const WHOLE_NAMES: Record<string, string> = { Goals: 'Review Goals', 'Time Audit': 'Time & Energy Audit' };

/** Opens a widget's sheet on the phone: Widgets on the bottom bar, then the widget by name. */
export const openWidgetSheet = (page: Page, tab: string) => phoneBarOf(page).open(WHOLE_NAMES[tab] ?? tab);

/** A widget's card, wherever it shows (the page, a sheet). */
export const widgetCard = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** A panel opened from the phone's menu, or on desktop from the sidebar (`via` Profile for the account's panels). */
export async function openPanel(page: Page, phone: boolean, panel: { menu: string; nav?: string; profile?: string; title: string }) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: panel.menu, exact: true }).click();
  } else if (panel.profile) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('navigation', { name: 'Profile' }).getByRole('button', { name: panel.profile }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: panel.nav ?? panel.menu, exact: true }).click();
  }
  const dialog = page.getByRole('dialog', { name: panel.title, exact: true });
  await expect(dialog).toBeVisible();
  // Lazy panels show 'Loading...' until their chunk arrives.
  await expect(dialog.getByText('Loading...', { exact: true })).toHaveCount(0);
  return dialog;
}

/**
 * A widget's card, shown as a user reaches it: in its sheet from the phone's Widgets (`tab`), or on desktop
 * expanded from its right-edge tab when it sits there.
 */
export async function reachWidget(page: Page, phone: boolean, title: string, tab?: string): Promise<Locator> {
  if (phone && tab) {
    const sheet = page.getByRole('dialog', { name: title, exact: true });
    if (!(await sheet.isVisible())) await openWidgetSheet(page, tab);
    await expect(sheet).toBeVisible();
  } else if (!phone && ["Today's Events", 'Pomodoro Timer', 'Non-Negotiables'].includes(title)) {
    const edgeTab = page.getByRole('button', { name: `Open ${title}`, exact: true });
    if (await edgeTab.isVisible()) await edgeTab.click();
  }
  const card = widgetCard(page, title);
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  return card;
}

/** Closes the phone's widget sheet if it is still open (Escape on a dialog inside it may close both). */
export async function closeSheet(page: Page) {
  const sheet = page.locator('#widget-sheet');
  if (await sheet.isVisible()) await phoneBarOf(page).widgets.click();
  await expect(sheet).toBeHidden();
}
