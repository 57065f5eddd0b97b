// Runs axe-core on rendered markup in tests and returns the serious and critical violations only.
import axe from 'axe-core';

export async function seriousViolations(node: Element = document.body): Promise<string[]> {
  // jsdom cannot paint, so contrast is left to the end-to-end scan in Chromium.
  const result = await axe.run(node, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
