/**
 * The closing line of a Vitest run: which suites it skipped for want of a condition (see
 * `test-conditions.ts`), how to run each, and where the browser tests are. A plugin adds the reporter,
 * because reporters named on the command line (CI's `--reporter=json`) replace the configured ones.
 */
import type { Plugin } from 'vitest/config';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { conditions, type ConditionName } from './test-conditions.ts';

const browserTests = 'browser tests: npm run test:e2e';

/** The line for these unmet conditions, in the order they are declared, each once. */
export function skippedSuitesLine(unmet: Iterable<ConditionName>): string {
  const named = new Set(unmet);
  const parts = (Object.keys(conditions) as ConditionName[])
    .filter((name) => named.has(name))
    .map((name) => `${conditions[name].what} (${conditions[name].howToRun})`);
  return `Skipped here: ${parts.length ? parts.join(', ') : 'nothing'}; ${browserTests}`;
}

/** The conditions that skipped tests in these modules lacked. */
export function unmetIn(testModules: Iterable<TestModule>): Set<ConditionName> {
  const unmet = new Set<ConditionName>();
  for (const testModule of testModules) {
    for (const test of testModule.children.allTests('skipped')) {
      for (const name of test.meta().unmet ?? []) unmet.add(name);
    }
  }
  return unmet;
}

export class SkippedSuitesReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    this.vitest?.logger.log(skippedSuitesLine(unmetIn(testModules)));
  }
}

export function skippedSuites(): Plugin {
  return {
    name: 'skipped-suites',
    // Called once per project, before the reporters are made from the configuration.
    configureVitest({ vitest }) {
      const reporters = vitest.config.reporters;
      if (!reporters.some((reporter) => reporter instanceof SkippedSuitesReporter)) reporters.push(new SkippedSuitesReporter());
    },
  };
}
