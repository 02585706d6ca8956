import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";

type Axe = { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** What to scan: the elements `include` matches, or the page but what `exclude` matches. */
export interface AxeScope {
  include?: string;
  exclude?: string;
}

/**
 * axe-core's violations on the page as it is now. axe is put in the page once per document and
 * run there directly: @axe-core/playwright's analyze() also opened a second page to finish each
 * run and read axe into both, ~1.5 s of the browser's time a scan against ~0.3 s (decision 0076).
 * Vouch's pages have no frames for it to visit.
 */
export async function axeViolations(
  page: Page,
  scope: AxeScope = {},
  options: RunOptions = {},
): Promise<AxeResults["violations"]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ include, exclude, options }) => {
      const { axe } = window as unknown as { axe: Axe };
      const context = include
        ? { include: [include] }
        : exclude
          ? { exclude: [exclude] }
          : document;
      const results = await axe.run(context, { ...options, resultTypes: ["violations"] });
      return results.violations;
    },
    { ...scope, options },
  );
}
