import { t } from '../../shared/platform/i18n';

/**
 * The show/hide button of one password field (password-toggle.ts finds the fields and loads this when one comes on the screen):
 * inside `span.password-input` (made when the theme has none), after the input, named by what it will do.
 */
export function enhance(input: HTMLElement): () => void {
  if (!(input instanceof HTMLInputElement)) return () => {};
  let wrapper = input.parentElement?.classList.contains('password-input') ? input.parentElement : null;
  const createdWrapper = !wrapper;
  if (!wrapper) {
    // Moved into its wrapper, a field loses the focus (it came on the screen as the shopper tapped into it): given
    // back with its caret. mount-preact.ts keepMovedFocus does the same for a view's moves; shared, it would be in
    // the site build's view-kit file (18.6 KB with Preact) that this small module must not bring.
    const focused = document.activeElement === input;
    const { selectionStart, selectionEnd } = input;
    wrapper = document.createElement('span');
    wrapper.className = 'password-input';
    input.replaceWith(wrapper);
    wrapper.append(input);
    if (focused) {
      input.focus({ preventScroll: true });
      input.setSelectionRange(selectionStart, selectionEnd);
    }
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
