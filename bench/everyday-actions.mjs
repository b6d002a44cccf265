// The dashboard's everyday actions as the end-to-end tests drive them, for the browser benches: open Settings,
// close it, type the focus, six times.
export async function everydayActions(page) {
  for (let i = 0; i < 6; i++) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Settings' }).waitFor({ state: 'hidden' });
    await page.getByRole('textbox', { name: 'What is your main focus today?' }).fill('x'.repeat(i + 1));
  }
}
