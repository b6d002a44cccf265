import { expect, type Locator } from '@playwright/test';

/** Fails if `toast` covers any of `controls` on the screen (their boxes meet). */
export async function expectApart(toast: Locator, controls: Locator[]) {
  const box = (await toast.boundingBox())!;
  for (const control of controls) {
    const other = (await control.boundingBox())!;
    const overlap = box.x < other.x + other.width && other.x < box.x + box.width && box.y < other.y + other.height && other.y < box.y + box.height;
    expect(overlap, `the toast covers ${control.toString()}`).toBe(false);
  }
}
