import type { TabTemplate } from '../../shared/api/contracts/popups';
import type { SchemaLike } from '../../shared/api/fetch-json';

/**
 * The lazy tab's answer (spec section 7), checked by hand so that zod does not load with a tab: the same inputs
 * accepted as `tabTemplateSchema` (shared/api/contracts/popups.ts, the reference), the same defaults (`{}` for a
 * missing `template_scripts` or `template_styles`), unknown keys kept. tests/unit/tab-template.test.ts runs both on
 * the same table of cases.
 */
type Issue = { path: string[]; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** A URL list: an object of strings or an array of strings. */
function urls(value: unknown): value is Record<string, string> | string[] {
  if (Array.isArray(value)) return value.every((v) => typeof v === 'string');
  return isObject(value) && Object.values(value).every((v) => typeof v === 'string');
}

export const tabTemplateGuard: SchemaLike<TabTemplate> = {
  safeParse(value) {
    if (!isObject(value)) return { success: false, error: { issues: [{ path: [], message: 'expected an object' }] } };
    const issues: Issue[] = [];
    if (typeof value.template_content !== 'string') issues.push({ path: ['template_content'], message: 'expected a string' });
    for (const key of ['template_scripts', 'template_styles'] as const) {
      if (value[key] !== undefined && !urls(value[key])) issues.push({ path: [key], message: 'expected a list of URLs' });
    }
    if (issues.length) return { success: false, error: { issues } };
    return {
      success: true,
      data: { ...value, template_scripts: value.template_scripts ?? {}, template_styles: value.template_styles ?? {} } as TabTemplate,
    };
  },
};
