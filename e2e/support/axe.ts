import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious and critical WCAG 2.1 A/AA violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // A control's name holds its visible text (WCAG 2.5.3), as Lighthouse checks it: axe files the
    // rule as experimental and leaves it out unless asked.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
