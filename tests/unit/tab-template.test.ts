import { describe, expect, it } from 'vitest';
import { tabTemplateSchema } from '../../shared/api/contracts/popups';
import { tabTemplateGuard } from '../../widgets/page-widgets/tab-template';

/**
 * The lazy tab's hand-written check (widgets/page-widgets/tab-template.ts) against the zod schema it stands in for:
 * for every case, the same verdict, the same fields blamed and the same output.
 */
const JSON_VALUES: unknown[] = [undefined, null, true, 0, 1.5, '', 'x', [], ['/a.js'], ['/a.js', 3], {}, { a: '/a.js' }, { a: 1 }, { a: null }, [[]]];

const cases: unknown[] = [null, 0, 'x', [], [{ template_content: '' }], true];
for (const content of JSON_VALUES) {
  for (const scripts of JSON_VALUES) {
    cases.push(Object.fromEntries(Object.entries({ template_content: content, template_scripts: scripts }).filter(([, v]) => v !== undefined)));
  }
  for (const styles of JSON_VALUES) {
    cases.push(Object.fromEntries(Object.entries({ template_content: content, template_styles: styles, extra: 7 }).filter(([, v]) => v !== undefined)));
  }
}
cases.push({ template_content: '<p>ماکیتا</p>', template_scripts: { a: '/x.js' }, template_styles: ['/x.css'], type: 'section', id: 301 });

const blamed = (issues: readonly unknown[]) => [...new Set(issues.map((i) => String((i as { path: unknown[] }).path[0] ?? '')))].sort();

describe('the lazy tab answer: hand-written check and zod agree', () => {
  it(`on ${cases.length} cases`, () => {
    expect(cases.length).toBeGreaterThan(200);
    for (const value of cases) {
      const ours = tabTemplateGuard.safeParse(value);
      const theirs = tabTemplateSchema.safeParse(value);
      const label = JSON.stringify(value);
      expect(ours.success, label).toBe(theirs.success);
      if (ours.success && theirs.success) expect(ours.data, label).toEqual(theirs.data);
      if (!ours.success && !theirs.success) expect(blamed(ours.error.issues), label).toEqual(blamed(theirs.error.issues));
    }
  });

  it('keeps what the page needs: the content, and {} for missing script and style lists', () => {
    expect(tabTemplateGuard.safeParse({ template_content: '<p>x</p>' })).toEqual({ success: true, data: { template_content: '<p>x</p>', template_scripts: {}, template_styles: {} } });
    expect(tabTemplateGuard.safeParse({ template_content: 3 }).success).toBe(false);
  });
});
