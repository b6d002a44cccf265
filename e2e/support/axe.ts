import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsSettled } from './settled';

/** WCAG 2.1 A and AA rules; a test fails on any serious or critical violation. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe on the page (or on one part of it) and collects the serious and critical violations under
 * `where`, so one sweep reports every page and dialog at once instead of stopping at the first.
 */
export async function scan(page: Page, where: string, findings: Finding[], include?: string): Promise<void> {
  await animationsSettled(page);
  // Legacy mode runs axe in the page itself. The default opens a blank page and loads axe again there for every
  // scan, to merge the results of cross-origin frames, which the app has none of: 4 s a dialog instead of 1.5 s
  // here, and a sweep scans hundreds of times.
  let builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode();
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  for (const violation of result.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    findings.push({
      where,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.split('\n').slice(1, 2).join('').trim()})` : ''}`),
    });
  }
}

/** Fails with every finding listed, one line per rule and place. */
export function expectNoFindings(findings: Finding[]) {
  const lines = findings.map((f) => `[${f.where}] ${f.rule} (${f.impact}): ${f.help}\n    ${f.targets.join('\n    ')}`);
  expect(lines, `serious or critical accessibility violations:\n${lines.join('\n')}`).toEqual([]);
}
