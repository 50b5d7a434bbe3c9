import { defineIsland } from '../../shared/islands/define-island';
import { emit } from '../../shared/events/bridge';
import { pageAsksFor } from '../../shared/islands/page-islands';

/**
 * The login island: `[data-island="login"]` (see README.md). Its view loads when the shopper reaches for the header's
 * button (hover, focus, touch, a key), when an inline form scrolls into view (`data-load-on="visible"`), or when any
 * `[data-login-trigger]` elsewhere on the page is clicked: that click opens the dialog instead of following the
 * trigger's link (a theme's "log in to see prices" link, say).
 */
defineIsland({
  name: 'login',
  loadOn: 'interaction',
  wakeOn: ['hsa:login-open'],
  load: () => import('./mount'),
});

document.addEventListener('click', (event) => {
  const trigger = event.target instanceof Element ? event.target.closest('[data-login-trigger]') : null;
  // The island's own button opens its dialog itself; with no guest's login on the page, the link does what it says.
  if (!trigger || trigger.closest('[data-island="login"]') || !document.querySelector('[data-island="login"]:not([data-account])') || !pageAsksFor('login')) return;
  event.preventDefault();
  emit('hsa:login-open', { trigger });
});
