// A page on a phone fits its width: nothing scrolls the page sideways (a wide table scrolls in its own box).
import { expect, type Page } from '@playwright/test';

export async function expectFitsWidth(page: Page, where: string): Promise<void> {
  // The layout viewport's width (clientWidth): with a mobile viewport, innerWidth grows with a page that overflows,
  // so comparing with it could never fail.
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(scroll, `${where} scrolls sideways`).toBeLessThanOrEqual(width);
}
