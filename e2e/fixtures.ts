import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import path from 'node:path';

/**
 * Every test fails on a console error or an uncaught page error, and can check a screen with axe
 * and save screenshots at phone and desktop widths.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems = watchProblems(page);
      await use(problems);
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Collects console errors and uncaught errors of a page (for pages a test opens in browsers of its
 * own). Chromium logs every 4xx or 5xx response as a console error; a test may expect a few (a wrong
 * password answers 401), declared with expectFailedResponse; any other is a problem.
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const failed = /^Failed to load resource: the server responded with a status of (\d+)/.exec(message.text());
    if (failed) {
      const key = `${failed[1]} ${new URL(message.location().url).pathname}`;
      const index = expectedFailures.indexOf(key);
      if (index >= 0) {
        expectedFailures.splice(index, 1);
        return;
      }
    }
    problems.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Failed responses the running test expects, as "status path" ("401 /user/signin"). */
const expectedFailures: string[] = [];

/** Declares that the page is about to get this failed response on purpose. */
export function expectFailedResponse(status: number, path: string) {
  expectedFailures.push(`${status} ${path}`);
}

/** The notification toasts (role="status") and problem toasts (role="alert"). */
export const notifications = (page: Page) => page.getByRole('status', { name: 'Notifications' });
export const problemToasts = (page: Page) => page.getByRole('alert', { name: 'Problems' });

export { expect };

const SCREENSHOTS = path.resolve(import.meta.dirname, '..', 'test-results', 'screenshots');

/** No serious or critical accessibility violations on what the page shows now. */
export async function expectAccessible(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `accessibility problems on ${screen}`).toEqual([]);
}

/** Screenshots of the current page at 375 px and 1280 px, saved as test artefacts. */
export async function screenshots(page: Page, name: string) {
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(100);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

/** A check that the page is usable at 360 px: nothing wider than the screen. */
export async function expectNoHorizontalScroll(page: Page) {
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.setViewportSize({ width: 360, height: 800 });
  await page.waitForTimeout(100);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow at 360 px').toBeLessThanOrEqual(0);
  await page.setViewportSize(original);
}
