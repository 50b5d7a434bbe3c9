import type { Context, Hono } from 'hono';
import { canonicalMobile, normalizeMobile } from '../../../widgets/login/mobile';
import { accountPage, type AccountView } from '../../templates/pages/account';
import { formDrafts } from '../drafts';
import { formFields, type Env } from '../http';
import { loginMessages } from '../login/login-messages';
import type { LoginService } from '../login/login-service';
import type { ServerOptions } from '../site-context';
import type { Store } from '../store';
import { clientAddress, LOGIN_NONCE_ACTION, newSessionCookie, sameOriginRedirect } from './login';
import { render } from './pages';

/**
 * /my-account/ without JavaScript (templates/pages/account.ts): `POST /my-account/send` sends the code and leads
 * to step 2 (303 to GET /my-account/, as every post here), `POST /my-account/verify` logs in and redirects (303) to `redirect_to` on this site or back here with
 * the welcome as a flash notice, `POST /my-account/logout` ends the session. The same LoginService as the REST routes,
 * so the same limits, lockouts and messages; the form's nonce (`hl_nonce`, action `hsa_login`) is checked first.
 */
const LOGOUT_NONCE_ACTION = 'hsa_logout';

export function accountRoutes(app: Hono<Env>, store: Store, login: LoginService, options: ServerOptions, siteUrl: () => string): void {
  // A refused form comes back as the page with its message under the field, 200 as WooCommerce's own forms answer:
  // a 4xx page is logged as a console error in the browser, and the message is what the shopper needs.
  const show = (c: Context<Env>, view: AccountView) => render(c, store, options, accountPage(options.siteName, view));
  const guest = (c: Context<Env>) => store.sessions.nonce(c.get('sessionId'), LOGIN_NONCE_ACTION);
  // Post/Redirect/Get (drafts.ts): each post answers 303 to GET /my-account/, which shows the step it led to. The
  // step stays for a reload (the code step, its number); its message and «کد ارسال شد» are shown once. A reload of
  // a refused code used up another try, and Back asked to send the form again.
  type Step = Extract<AccountView, { kind: 'mobile' | 'code' }> extends infer V ? (V extends unknown ? Omit<V, 'nonce'> : never) : never;
  const steps = formDrafts<Step>();
  const next = (c: Context<Env>, step: Step) => {
    steps.set(c.get('sessionId'), step);
    return c.redirect('/my-account/', 303);
  };

  app.get('/my-account/', (c) => {
    const sessionId = c.get('sessionId');
    const user = login.user(sessionId);
    if (user) {
      const cartCount = store.cart.lines(sessionId).reduce((sum, l) => sum + l.quantity, 0);
      return show(c, { kind: 'account', mobile: user.mobile, logoutNonce: store.sessions.nonce(sessionId, LOGOUT_NONCE_ACTION), cartCount });
    }
    const step = steps.get(sessionId);
    // «ویرایش شماره» (?edit): back to the number, filled in.
    if (step && c.req.query('edit') === undefined) {
      // shown once: the message and «کد ارسال شد» go, the step stays
      steps.set(sessionId, { ...step, error: undefined, sent: false, notice: undefined } as Step);
      return show(c, { ...step, nonce: guest(c) } as AccountView);
    }
    return show(c, { kind: 'mobile', nonce: guest(c), mobile: step?.mobile, redirect: step?.redirect ?? sameOriginRedirect(c.req.query('redirect_to'), siteUrl()) });
  });

  app.post('/my-account/send', async (c) => {
    const body = await formFields(c);
    const redirect = sameOriginRedirect(body.redirect_to, siteUrl());
    if (!store.sessions.verifyNonce(c.get('sessionId'), body.hl_nonce ?? null, LOGIN_NONCE_ACTION)) {
      return next(c, { kind: 'mobile', mobile: body.mobile, error: loginMessages.badNonce, redirect });
    }
    const result = await login.send(body.mobile ?? '', clientAddress(c));
    // Too soon for another code, the one sent before still good: its step, with the wait said (the script's dialog
    // does the same); the number form again left a shopper holding a good code nowhere to type it.
    if (!result.ok && result.resendAfter) return next(c, { kind: 'code', mobile: canonicalMobile(normalizeMobile(body.mobile ?? '')), notice: result.message, redirect });
    if (!result.ok) return next(c, { kind: 'mobile', mobile: body.mobile, error: result.message, redirect });
    return next(c, { kind: 'code', mobile: result.mobile, sent: true, redirect });
  });

  app.post('/my-account/verify', async (c) => {
    const body = await formFields(c);
    const redirect = sameOriginRedirect(body.redirect_to, siteUrl());
    const mobile = body.mobile ?? '';
    if (!store.sessions.verifyNonce(c.get('sessionId'), body.hl_nonce ?? null, LOGIN_NONCE_ACTION)) {
      return next(c, { kind: 'mobile', mobile, error: loginMessages.badNonce, redirect });
    }
    const result = login.verify(mobile, body.otp ?? '');
    if (!result.ok) return next(c, { kind: result.field === 'mobile' ? 'mobile' : 'code', mobile, error: result.message, redirect });
    steps.delete(c.get('sessionId'));
    const id = login.startSession(c.get('sessionId'), result.userId);
    newSessionCookie(c, id, siteUrl());
    store.sessions.addNotice(id, 'success', loginMessages.welcome);
    return c.redirect(redirect ?? '/my-account/', 303);
  });

  app.post('/my-account/logout', async (c) => {
    const body = await formFields(c);
    const sessionId = c.get('sessionId');
    if (!store.sessions.verifyNonce(sessionId, body._wpnonce ?? null, LOGOUT_NONCE_ACTION)) {
      store.sessions.addNotice(sessionId, 'error', loginMessages.badNonce);
      return c.redirect('/my-account/', 303);
    }
    login.endSession(sessionId);
    const id = store.sessions.resolve(undefined).id;
    newSessionCookie(c, id, siteUrl());
    return c.redirect('/', 303);
  });
}
