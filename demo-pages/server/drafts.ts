/**
 * Post/Redirect/Get's memory: what a refused form sent (its values, its errors), kept per session for the GET the
 * POST redirects to, so Back and a reload never ask to send the form again (checkout, the account page's login).
 * A draft is an hour's help, not a record: an older one is gone (a shared browser's next shopper, days later, on a
 * session id the cookie still names, sees nothing of it). One per session, the oldest dropped past a thousand (a
 * demo store's memory, not a database's).
 */
export const DRAFT_MS = 60 * 60 * 1000;
const MAX_DRAFTS = 1000;

export interface Drafts<T> {
  get(sessionId: string): T | undefined;
  set(sessionId: string, value: T): void;
  delete(sessionId: string): void;
}

export function formDrafts<T>(now = () => Date.now()): Drafts<T> {
  const drafts = new Map<string, { value: T; at: number }>();
  return {
    get: (sessionId) => {
      const draft = drafts.get(sessionId);
      return draft && now() - draft.at <= DRAFT_MS ? draft.value : undefined;
    },
    set: (sessionId, value) => {
      drafts.delete(sessionId);
      if (drafts.size >= MAX_DRAFTS) drafts.delete(drafts.keys().next().value!);
      drafts.set(sessionId, { value, at: now() });
    },
    delete: (sessionId) => void drafts.delete(sessionId),
  };
}
