import { writeFileSync } from 'node:fs';

/**
 * A Vitest reporter that writes what the JSON reporter leaves out: every project the config defines (even one whose
 * include matched no file), each file's project, and the errors that happened outside any test. The file goes to
 * $HSA_PROJECTS_REPORT. Written at init too, so a run that dies before it ends still leaves the project list behind.
 */
export default class ProjectsReporter {
  /** @type {{ projects: string[], modules: object[], unhandledErrors: string[], reason: string | null, ended: boolean }} */
  summary = { projects: [], modules: [], unhandledErrors: [], reason: null, ended: false };

  onInit(vitest) {
    this.summary.projects = vitest.projects.map((project) => project.name);
    this.write();
  }

  onTestRunEnd(testModules, unhandledErrors, reason) {
    this.summary.modules = testModules.map((module) => {
      const counts = { passed: 0, failed: 0, skipped: 0, todo: 0, pending: 0 };
      for (const test of module.children.allTests()) {
        const { state } = test.result();
        if (state === 'skipped' && test.options.mode === 'todo') counts.todo++;
        else counts[state]++;
      }
      return {
        file: module.moduleId,
        project: module.project.name,
        state: module.state(),
        errors: module.errors().map((error) => error.message ?? String(error)),
        ...counts,
      };
    });
    this.summary.unhandledErrors = unhandledErrors.map((error) => error.message ?? String(error));
    this.summary.reason = reason ?? null;
    this.summary.ended = true;
    this.write();
  }

  write() {
    const file = process.env.HSA_PROJECTS_REPORT;
    if (file) writeFileSync(file, JSON.stringify(this.summary, null, 2));
  }
}
