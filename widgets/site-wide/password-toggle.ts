import { t } from '../../shared/platform/i18n';
import type { Disposables } from '../../shared/islands/disposables';
import { observeMatches } from '../../shared/islands/observe';

/**
 * A show/hide toggle on every password field (spec section 2), as WooCommerce does it: a button after the input,
 * inside `span.password-input`. Its name says what it will do ('نمایش رمز عبور' / 'پنهان کردن رمز عبور'),
 * so it carries no aria-pressed (a button whose label changes must not also be a toggle: APG Button pattern).
 * Fields added later are enhanced too; everything is taken off again on cleanup.
 */
const FIELD = 'input[type="password"]:not([data-no-toggle])';

function enhance(input: HTMLElement): () => void {
  if (!(input instanceof HTMLInputElement)) return () => {};
  let wrapper = input.parentElement?.classList.contains('password-input') ? input.parentElement : null;
  const createdWrapper = !wrapper;
  if (!wrapper) {
    wrapper = document.createElement('span');
    wrapper.className = 'password-input';
    input.replaceWith(wrapper);
    wrapper.append(input);
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'show-password-input';
  if (input.id) button.setAttribute('aria-controls', input.id);
  const render = () => {
    const visible = input.type === 'text';
    button.setAttribute('aria-label', visible ? t('hidePassword') : t('showPassword'));
    button.classList.toggle('display-password', visible);
  };
  const toggle = () => {
    input.type = input.type === 'password' ? 'text' : 'password';
    render();
  };
  button.addEventListener('click', toggle);
  render();
  input.after(button);
  return () => {
    button.removeEventListener('click', toggle);
    button.remove();
    input.type = 'password';
    if (createdWrapper && wrapper) wrapper.replaceWith(input);
  };
}

export function setupPasswordToggles(d: Disposables, doc: Document): void {
  d.add(observeMatches(doc.body, FIELD, enhance));
}
