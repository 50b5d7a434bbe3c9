/**
 * The islands and behaviours a page asked for: `<script type="application/json" id="hsa-islands">["mini-cart", …]`,
 * printed by the server after everything on the page has asked (the WordPress plugin in the footer, the demo store
 * before its scripts). With the site bundle every island's code is on every page; this list keeps each one to the
 * pages that asked for it, as the island build does by printing its entry only there: a theme that uses the
 * mini-cart alone does not get the attribution cookies or the password toggles. Without the element (a theme that
 * prints entries by hand, stories, tests) everything loaded runs.
 */
let asked: ReadonlySet<string> | null | undefined;

function read(doc: Document): ReadonlySet<string> | null {
  const el = doc.getElementById('hsa-islands');
  if (!el) return null;
  try {
    const names: unknown = JSON.parse(el.textContent ?? '');
    if (Array.isArray(names) && names.every((name) => typeof name === 'string')) return new Set(names);
  } catch {
    // reported below
  }
  console.warn('[hsa] #hsa-islands is not a JSON list of island names; every island on the page starts');
  return null;
}

/** Whether the page asked for `name` (an entry's name: `widgets/<name>`), read once per page. */
export function pageAsksFor(name: string, doc: Document = document): boolean {
  if (asked === undefined) asked = read(doc);
  return asked === null || asked.has(name);
}

/** For tests: read the element again at the next question. */
export function forgetPageIslands(): void {
  asked = undefined;
}
