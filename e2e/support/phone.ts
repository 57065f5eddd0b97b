// A page on a phone fits its width: nothing scrolls the page sideways (a wide table scrolls in its own box).
import { expect, type Locator, type Page } from '@playwright/test';

/** The phone the screens are checked on (`test.use(PHONE)`): 390 px wide, touch, a mobile viewport. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

export async function expectFitsWidth(
  page: Page,
  where: string,
  { soft = false }: { soft?: boolean } = {},
): Promise<void> {
  // The layout viewport's width (clientWidth): with a mobile viewport, innerWidth grows with a page that overflows,
  // so comparing with it could never fail.
  const { scroll, width, outside } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The outermost elements past the right edge that no box of theirs scrolls or clips: what a failure must fix.
    const outside: string[] = [];
    const visit = (parent: Element) => {
      for (const child of Array.from(parent.children)) {
        const right = child.getBoundingClientRect().right;
        if (right > width + 0.5) {
          const classes = Array.from(child.classList, (c) => `.${c}`).join('');
          outside.push(`${child.tagName.toLowerCase()}${classes} (right edge ${Math.round(right)})`);
        } else if (getComputedStyle(child).overflowX === 'visible') visit(child);
      }
    };
    visit(document.body);
    return { scroll: document.documentElement.scrollWidth, width, outside: outside.slice(0, 5) };
  });
  const check = soft ? expect.soft : expect;
  check(
    scroll,
    `${where} scrolls sideways (${scroll} > ${width}): ${outside.join(', ')}`,
  ).toBeLessThanOrEqual(width);
}

/** `box` lies inside the page's width: a pop-up anchored off the side is cut off where no scrolling reaches it. */
export async function expectInsideWidth(page: Page, box: Locator, where: string): Promise<void> {
  await expect(box).toBeVisible();
  const { x, width } = (await box.boundingBox())!;
  const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
  expect(x, `${where} starts left of the page`).toBeGreaterThanOrEqual(0);
  expect(x + width, `${where} ends right of the page`).toBeLessThanOrEqual(pageWidth);
}
