import type { Context, Hono } from 'hono';
import { SEARCH_DEMOS, searchDemoPage } from '../../templates/pages/search-demos';
import type { Env } from '../http';
import type { ServerOptions } from '../site-context';
import type { Store } from '../store';
import { render } from './pages';

/** The live search's demo pages: `/search-demos/{details|prices|voice|icon}/`, one optional feature each. */
export function searchDemoRoutes(app: Hono<Env>, store: Store, options: ServerOptions): void {
  app.get('/search-demos/:slug/', (c: Context<Env>) => {
    const demo = SEARCH_DEMOS.find((d) => d.slug === c.req.param('slug'));
    if (!demo) return c.notFound();
    return render(c, store, options, searchDemoPage(options.siteName, demo));
  });
}
