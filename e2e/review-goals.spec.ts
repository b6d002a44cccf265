import { expect, test } from './support/test';
import { openDashboard } from './support/dashboard';
import { clickLinksInert, expectInert, expectShownAsText, waitForMarkdown, HOSTILE_HTML, HOSTILE_MARKDOWN, hostileShot, watchDialogs } from './support/hostile-text';
import { todayAt } from './support/practice';
import { greetingOf } from './support/login-page';

test.use({ viewport: { width: 1280, height: 800 }, timezoneId: 'UTC' });

test('review goals: setup by itself, the carousel by keys and arrows, shown once per slot', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  // 05:00: before the morning slot.
  await page.clock.install({ time: todayAt(5, 0) });
  await openDashboard(page, request, baseURL!, 'Goals');

  // Collapsed by default; one click on the tab opens the review, with every section empty on its setup view.
  const reviewTab = page.getByRole('button', { name: 'Open Review Goals' });
  await reviewTab.click();
  const overlay = page.getByRole('dialog', { name: 'Review Goals Setup' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('tab', { name: 'Goals' })).toHaveAttribute('aria-selected', 'true');
  // The empty text points at the Edit button beside it, not at a settings icon the reader is already past.
  await expect(overlay.getByText('No Vivid Vision set yet. Click Edit to add them.')).toBeVisible();
  await expect(overlay.getByText(/settings icon/)).toHaveCount(0);

  const write = async (title: string, text: string) => {
    await overlay.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    await overlay.getByLabel(`${title} (markdown)`).fill(text);
    await overlay.getByRole('button', { name: `Done editing ${title}` }).click();
  };
  await write('Goals', '# Run a marathon\n\n<script>window.pwned = true</script> and **train daily**');
  await write('Vivid Vision', 'A calm, strong life');
  await write('Affirmations', 'I keep my promises');
  await write('Personal Creed', 'Serve first');

  // Rename on Enter, move down, and the schedule's times are the saved ones.
  await overlay.getByRole('button', { name: 'Rename Personal Creed' }).click();
  await overlay.getByLabel('Title of Personal Creed').fill('Creed');
  await page.keyboard.press('Enter');
  await expect(overlay.getByRole('button', { name: 'Rename Creed' })).toBeVisible();
  await overlay.getByRole('tab', { name: 'Schedule' }).click();
  for (const slot of ['Morning', 'Afternoon', 'Evening']) await expect(overlay.getByRole('checkbox', { name: slot })).toBeChecked();
  await expect(overlay.getByLabel('Afternoon start')).toHaveValue('12:00');
  await expect(overlay.getByLabel('Evening start')).toHaveValue('18:00');
  await overlay.getByRole('button', { name: 'Back to Goals' }).click();

  const carousel = page.getByRole('dialog', { name: 'Good morning' });
  await expect(carousel).toBeVisible();
  const title = carousel.locator('.rg-slide__title');
  await expect(title).toHaveText('Goals');
  // A script written in a goal shows as text and never runs; markdown still renders.
  await expect(carousel.getByText('<script>window.pwned = true</script>', { exact: false })).toBeVisible();
  await expect(carousel.locator('.rg-slide script')).toHaveCount(0);
  await expect(carousel.locator('.rg-slide strong')).toHaveText('train daily');
  expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();

  // Keys 1 to 4 jump; Left and Right move and wrap.
  await page.keyboard.press('3');
  await expect(title).toHaveText('Affirmations');
  await page.keyboard.press('4');
  await expect(title).toHaveText('Creed');
  await page.keyboard.press('ArrowRight');
  await expect(title).toHaveText('Goals');
  await page.keyboard.press('ArrowLeft');
  await expect(title).toHaveText('Creed');
  await page.keyboard.press('2');
  await expect(title).toHaveText('Vivid Vision');
  await page.keyboard.press('1');
  await expect(title).toHaveText('Goals');
  // Arrows, dots, previous and next.
  await carousel.getByRole('button', { name: 'Previous section' }).click();
  await expect(title).toHaveText('Creed');
  await carousel.getByRole('button', { name: 'Next section' }).click();
  await expect(title).toHaveText('Goals');
  await carousel.getByRole('button', { name: 'Go to Affirmations' }).click();
  await expect(title).toHaveText('Affirmations');
  await carousel.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(title).toHaveText('Creed');

  await page.keyboard.press('Escape');
  await expect(carousel).toBeHidden();

  // Text typed and left by Escape, without Done, is kept.
  await reviewTab.click();
  await carousel.getByRole('button', { name: 'Settings' }).click();
  await overlay.getByRole('button', { name: 'Edit Vivid Vision', exact: true }).click();
  await overlay.getByLabel('Vivid Vision (markdown)').fill('A calm, strong life, every day');
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await reviewTab.click();
  await page.keyboard.press('2');
  await expect(title).toHaveText('Vivid Vision');
  await expect(carousel.locator('.rg-slide')).toContainText('every day');
  await page.keyboard.press('Escape');
  await expect(carousel).toBeHidden();

  // 07:00: the morning slot opens it at the next check; closing marks it shown for today:
  // not again this morning, not after a reload.
  await page.clock.setSystemTime(todayAt(7, 0));
  await page.clock.runFor(61_000);
  await expect(carousel).toBeVisible();
  await carousel.getByRole('button', { name: 'Close' }).click();
  await expect(carousel).toBeHidden();
  await page.clock.runFor(125_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(greetingOf(page, 'Goals')).toBeVisible();
  await page.clock.runFor(65_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The afternoon slot opens it again at the next minute's check.
  await page.clock.setSystemTime(todayAt(12, 0, 0));
  await page.clock.runFor(61_000);
  await expect(page.getByRole('dialog', { name: 'Good afternoon' })).toBeVisible();
  // A click on the backdrop closes it.
  await page.mouse.click(5, 5);
  await expect(page.getByRole('dialog', { name: 'Good afternoon' })).toBeHidden();
});

test('review goals: script, javascript: links and event handlers in titles and texts render inert, shown as text', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  watchDialogs(page);
  await page.clock.install({ time: todayAt(5, 0) });
  await openDashboard(page, request, baseURL!, 'Hostile');
  const reviewNow = page.getByRole('button', { name: 'Open Review Goals' });
  await reviewNow.click();
  const overlay = page.getByRole('dialog', { name: 'Review Goals Setup' });
  const titles = ['Goals', 'Vivid Vision', 'Affirmations', 'Personal Creed'];
  for (const [index, title] of titles.entries()) {
    await overlay.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    await overlay.getByLabel(`${title} (markdown)`).fill(HOSTILE_MARKDOWN);
    await overlay.getByRole('button', { name: `Done editing ${title}` }).click();
    await overlay.getByRole('button', { name: `Rename ${title}` }).click();
    await overlay.getByLabel(`Title of ${title}`).fill(HOSTILE_HTML[index]!);
    await page.keyboard.press('Enter');
    await expect(overlay.getByRole('button', { name: `Rename ${HOSTILE_HTML[index]}` })).toBeVisible();
  }
  await expectInert(page);

  await page.reload();
  await reviewNow.click();
  const carousel = page.getByRole('dialog', { name: 'Good morning' });
  const slide = carousel.locator('.rg-slide');
  for (const [index, payload] of HOSTILE_HTML.entries()) {
    await page.keyboard.press(String(index + 1));
    await expect(carousel.locator('.rg-slide__title')).toHaveText(payload);
    // The widget turns HTML into text before its markdown renders, so the payloads show as typed.
    await waitForMarkdown(slide.locator('.rg-slide__text'));
    await expectShownAsText(slide);
    await expectInert(page);
  }
  await hostileShot(page, 'review-goals-carousel');
  await clickLinksInert(page, slide);
  // The setup view's previews render the same texts.
  await carousel.getByRole('button', { name: 'Settings' }).click();
  for (const preview of await overlay.locator('.rg-row__preview').all()) await waitForMarkdown(preview);
  await expectShownAsText(overlay);
  await expectInert(page);
  await clickLinksInert(page, overlay.locator('.rg-row__preview').first());
});
