import { propsGuard } from '../../shared/islands/props';

/**
 * The popups root's props (data attributes; README.md): who the visitor is, as the server knows it (WordPress's
 * is_user_logged_in() and the user's roles), for the `logged_in` condition. The popups themselves are server markup
 * elsewhere in the page (`[data-hsa-popup]`), each with its settings as JSON (shared/api/contracts/popups.ts).
 */
export interface PopupsProps {
  loggedIn: boolean;
  roles: string[];
}

export const popupsProps = propsGuard<PopupsProps>(({ loggedIn, roles }) => {
  if (loggedIn !== undefined && typeof loggedIn !== 'string') return 'loggedIn: "1" or empty';
  if (roles !== undefined && typeof roles !== 'string') return 'roles: comma-separated role names';
  return { loggedIn: loggedIn === '1' || loggedIn === 'true', roles: roles ? roles.split(',').map((r) => r.trim()).filter(Boolean) : [] };
});

/** The same check as JSON Schema, for the WordPress plugin's hsa_island_mount() (scripts/build-wp.ts exports it). */
export const propsJsonSchema = {
  type: 'object',
  properties: { loggedIn: { type: 'string' }, roles: { type: 'string' } },
};
