import type { Context, Hono } from 'hono';
import { LAZY_TAB_TEMPLATE_ID, landingPage } from '../../templates/pages/landing';
import type { Env } from '../http';
import type { ServerOptions } from '../site-context';
import type { Store } from '../store';
import { render } from './pages';

/**
 * The landing page (`/landing/`) and JetTabs' lazy tab endpoint: GET /wp-json/jet-tabs-api/v1/elementor-template
 * ?id=&dev= answers { template_content, template_scripts, template_styles } (spec section 7). Template 302 names a
 * script that fails to load (spec section 8: logged only), for the stories and tests.
 */
const TEMPLATES: Record<string, { template_content: string; template_scripts: Record<string, string>; template_styles: Record<string, string> }> = {
  [LAZY_TAB_TEMPLATE_ID]: {
    template_content:
      '<ul class="landing-brands"><li><a href="/brand/bosch/">بوش</a></li><li><a href="/brand/makita/">ماکیتا</a></li><li><a href="/brand/ronix/">رونیکس</a></li></ul><img src="/static/logo.svg" alt="" width="40" height="40" onerror="alert(1)">',
    template_scripts: {},
    template_styles: {},
  },
  '302': {
    template_content: '<p>محتوای این زبانه با یک اسکریپت خراب آمده است.</p>',
    template_scripts: { 'broken-widget': '/static/missing-tab-script.js' },
    template_styles: {},
  },
};

export function landingRoutes(app: Hono<Env>, store: Store, options: ServerOptions): void {
  app.get('/landing/', (c: Context<Env>) => {
    const delay = Number(c.req.query('popup_delay'));
    const subscribed = Boolean(store.db.prepare('SELECT 1 FROM newsletter_subscribers WHERE session_id = ?').get(c.get('sessionId')));
    return render(c, store, options, landingPage(options.siteName, { newsletterDelay: Number.isFinite(delay) && delay >= 0 ? delay : 5, subscribed }));
  });
  app.get('/wp-json/jet-tabs-api/v1/elementor-template', (c: Context<Env>) => {
    const template = TEMPLATES[c.req.query('id') ?? ''];
    if (!template) return c.json({ code: 'rest_no_template', message: 'Template not found', data: { status: 404 } }, 404);
    return c.json(template);
  });
}
