// Accessibility scan with axe-core against WCAG 2.2 AA (2.0, 2.1 and 2.2 rules, A and AA): fails on serious or
// critical violations and lists them readably.
// axe runs in the page itself (legacy mode) rather than in per-frame parts joined in a blank page: the product's
// only frame is the legal PDF, on the shell's own origin, which axe also reaches this way, and the blank page
// (a second copy of axe, the partial results copied over) cost as much as the scan. Selectors are computed for
// violations only, the one result type this check reads.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
  expect(report, `axe on ${screen}`).toEqual([]);
}
