import { atom } from 'nanostores';

/** $session: who is shopping. Guests see the login widget; account holders the account menu (spec section 6). */
export interface SessionState {
  loggedIn: boolean;
  displayName: string | null;
}

export const $session = atom<SessionState>({ loggedIn: false, displayName: null });

export function setSession(state: SessionState): void {
  $session.set(state);
}
