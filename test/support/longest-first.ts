import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The worker test files that take longest (5 s and more on a quiet 2-core machine), longest
 * first, then the browser tests' (each project's files are ordered apart). Two runtimes share the files; a long file that starts last leaves the other runtime
 * idle until it ends (the sitemap walk of seo-head.test.ts ran alone for the last 36 s of a
 * 298 s run). vitest starts the files it has timed longest first, but a fresh clone has no
 * timings and orders them by size.
 */
export const LONGEST_FIRST = [
  'test/worker/site/routes/seo-head.test.ts',
  'test/worker/site/forms/form-statuses.test.ts',
  'test/worker/site/forms/form-failures.test.ts',
  'test/worker/site/routes/pages.test.ts',
  'test/worker/platform/crm/sweepbright-sync.test.ts',
  'test/worker/console/sign-in/console-sign-up.test.ts',
  'test/worker/site/upstream/resilience.test.ts',
  'test/worker/platform/console-api/console-tenant.test.ts',
  'test/worker/shared/html/console-rich-text-xss.test.ts',
  'test/worker/platform/console-api/console-agencies.test.ts',
  'test/worker/console/crm/console-crm.test.ts',
  'test/worker/site/forms/viewings.test.ts',
  // The browser tests' longest (20 s and more on a quiet 2-core machine, three files at once): a
  // fresh clone ordered them by size, and the Nu checker's walk of every visitor page started with
  // a third of the files left, the last minute of the project with one or two files running.
  'test/e2e/client/styles/narrow-screens.test.ts',
  'test/e2e/site/render/visitor-html.test.ts',
  'test/e2e/client/styles/tables-layout.test.ts',
  'test/e2e/console/console-html.test.ts',
  'test/e2e/client/components/phone-listing.test.ts',
  'test/e2e/console/kit/console-forms.test.ts',
  'test/e2e/client/components/rental-calendar.test.ts',
  'test/e2e/console/console-screens.test.ts',
  'test/e2e/site/render/header-layout.test.ts',
  'test/e2e/client/styles/accessibility.test.ts',
];

/** vitest's order (projects in turn; within one, the longest timed or largest first), with LONGEST_FIRST's files ahead in each project. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    const projects = new Map<string, TestSpecification[]>();
    for (const spec of sorted) projects.set(spec.project.name, [...(projects.get(spec.project.name) ?? []), spec]);
    // Array.prototype.sort is stable: the files not listed keep vitest's order.
    return [...projects.values()].flatMap((specs) => specs.sort((a, b) => rank(a) - rank(b)));
  }
}
