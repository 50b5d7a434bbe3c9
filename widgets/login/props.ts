import { propsGuard } from '../../shared/islands/props';

/**
 * The login island's props, from data attributes (checked by hand: the entry is on every page and zod must not
 * come with it): `data-nonce` (the login nonce sent as `hl_nonce`, required), `data-account` (the logged-in
 * account's number: the account dropdown instead of the form), `data-mode` (`modal`, the default, or `inline`),
 * `data-redirect` (`redirect_to`; default the current page).
 */
export interface LoginProps {
  nonce: string;
  account?: string | undefined;
  mode: 'modal' | 'inline';
  redirect?: string | undefined;
}

const optionalText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

export const loginProps = propsGuard<LoginProps>(({ nonce, account, mode, redirect }) => {
  if (!optionalText(nonce)) return 'nonce: the login nonce (data-nonce) is needed';
  if (mode !== undefined && mode !== 'modal' && mode !== 'inline') return 'mode: "modal" or "inline"';
  if (account !== undefined && !optionalText(account)) return 'account: a non-empty number';
  if (redirect !== undefined && !optionalText(redirect)) return 'redirect: a non-empty URL';
  return {
    nonce: nonce as string,
    mode: (mode as LoginProps['mode'] | undefined) ?? 'modal',
    ...(account !== undefined ? { account: account as string } : {}),
    ...(redirect !== undefined ? { redirect: redirect as string } : {}),
  };
});

/**
 * Text with something besides white space, as `trim()` sees it. Not `\\S`: PHP's `\\s` takes U+0085 (which trim()
 * keeps) and not the no-break or ideographic spaces (which it removes), so JavaScript's white space is listed, the
 * ASCII ones as `\\x` escapes and the others as literal characters, read alike by both regex engines.
 */
const NOT_BLANK = { type: 'string', pattern: '[^\\x09-\\x0d \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]' };

/** The same check as JSON Schema, for the WordPress plugin's hsa_island_mount() (scripts/build-wp.ts exports it). */
export const propsJsonSchema = {
  type: 'object',
  required: ['nonce'],
  properties: {
    nonce: NOT_BLANK,
    account: NOT_BLANK,
    mode: { type: 'string', enum: ['modal', 'inline'] },
    redirect: NOT_BLANK,
  },
};
