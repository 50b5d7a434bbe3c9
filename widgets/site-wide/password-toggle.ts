import type { Disposables } from '../../shared/islands/disposables';
import { observeMatches } from '../../shared/islands/observe';
import { when } from '../../shared/islands/load-strategy';

/**
 * A show/hide toggle on every password field (spec section 2), as WooCommerce does it: a button after the input,
 * inside `span.password-input`. Its name says what it will do ('نمایش رمز عبور' / 'پنهان کردن رمز عبور'),
 * so it carries no aria-pressed (a button whose label changes must not also be a toggle: APG Button pattern).
 * Fields added later are enhanced too; everything is taken off again on cleanup. Only the finding is with every
 * page: the button itself (password-toggle-view.ts) loads when a password field comes on the screen, on the few pages
 * that have one (the checkout's account password, far down its form; a theme's own login form).
 */
const FIELD = 'input[type="password"]:not([data-no-toggle])';

export function setupPasswordToggles(d: Disposables, doc: Document): void {
  d.add(
    observeMatches(doc.body, FIELD, (input) => {
      let undo: (() => void) | undefined;
      let gone = false;
      // on the screen, not ahead of it: the checkout's is just below a phone's first screen, and a shopper who does
      // not scroll there does not need it (the button sits over the field: nothing moves when it comes)
      const stop = when('visible', input, () => void import('./password-toggle-view').then((view) => gone || (undo = view.enhance(input))).catch(console.warn), '0px');
      return () => {
        gone = true;
        stop();
        undo?.();
      };
    }),
  );
}
