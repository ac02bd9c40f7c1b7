// axe-core in the page under test: the WCAG 2.0/2.1 A and AA rules, critical and serious findings only, each with
// where it was found. axe is evaluated through the DevTools protocol (the app's CSP rightly refuses inline scripts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;
/** The WCAG rules whose outcome depends on colours: all that can change between the light and the dark theme. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

export interface Finding {
  /** Where: the route and the state (theme, open dialog…). */
  readonly where: string;
  readonly rule: string;
  readonly impact: string;
  readonly target: string;
  /** axe's own explanation of the node's failure, first line. */
  readonly why: string;
}

interface AxeNode {
  readonly target: readonly unknown[];
  readonly failureSummary?: string;
}
interface AxeViolation {
  readonly id: string;
  readonly impact?: string | null;
  readonly nodes: readonly AxeNode[];
}

/**
 * The critical and serious violations of the page as it is now: every WCAG A/AA rule, or with `coloursOnly` the
 * colour rules alone (for a second theme, where nothing but colours changed).
 */
export async function axeFindings(page: Page, where: string, { coloursOnly = false } = {}): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Colours read mid-transition (a tooltip fading in) are neither the before nor the after: let every finite
  // animation and transition end first (spinners run forever and are left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const runOnly = coloursOnly ? { type: 'rule', values: [...COLOUR_RULES] } : { type: 'tag', values: [...WCAG_TAGS] };
  const violations = await page.evaluate(
    (only) =>
      (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe
        .run(document, { runOnly: only, resultTypes: ['violations'] })
        .then((r) => r.violations),
    runOnly,
  );
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) =>
      v.nodes.map((n) => ({
        where,
        rule: v.id,
        impact: v.impact ?? '',
        target: n.target.map(String).join(' '),
        why: (n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim(),
      })),
    );
}

/** One line per finding, grouped by rule: what the failing test prints. */
export function report(findings: readonly Finding[]): string {
  const byRule = new Map<string, Finding[]>();
  for (const f of findings) byRule.set(f.rule, [...(byRule.get(f.rule) ?? []), f]);
  return [...byRule.entries()]
    .map(([rule, list]) => `${rule} (${list[0]?.impact}, ${list.length}):\n${list.map((f) => `  ${f.where} · ${f.target} · ${f.why}`).join('\n')}`)
    .join('\n');
}
