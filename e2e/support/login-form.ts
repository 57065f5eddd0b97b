// Drives the shell's login form like a user does (labels in the page's current language).
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './demo-accounts.ts';
import type { DemoUser } from './demo-accounts.ts';
import { STRINGS } from './strings.ts';
import type { Locale } from './strings.ts';

export async function logInThroughForm(
  page: Page,
  user: DemoUser,
  password = DEMO_PASSWORD,
  locale: Locale = 'it',
) {
  const t = STRINGS[locale];
  if (new URL(page.url() || 'about:blank', 'http://x').pathname !== '/') await page.goto('/');
  await page.getByLabel(t['LOGIN.EMAIL']).fill(DEMO[user].email);
  await page.getByLabel(t['LOGIN.PASSWORD'], { exact: true }).fill(password);
  await page.getByRole('button', { name: t['LOGIN.SUBMIT'] }).click();
}
