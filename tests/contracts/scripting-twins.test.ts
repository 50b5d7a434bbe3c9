import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { transform } from 'lightningcss';
import { describe, expect, it } from 'vitest';

/**
 * A browser that does not know `@media (scripting)` (Chrome before 120, Safari before 17) applies neither of its
 * queries; there the islands' first start sets `html.hsa-js`, and every rule written for `(scripting: enabled)` has
 * a twin: the same selectors under `:where(.hsa-js)`, the same declarations, the other media conditions kept
 * (tests/e2e/pages.test.ts shows the page so in Chromium). This keeps the twins from drifting apart.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../..');
const FILES = ['demo-pages/public/theme.css', 'widgets/header/header.css'];

type Flat = { media: string; selectors: string; declarations: string };

/** Lightning CSS's own writing of a sheet (one form for every selector and declaration), no rule merged. */
const normalised = (css: string, file = 'x.css') => transform({ filename: file, code: Buffer.from(css), minify: false }).code.toString();

/** Every style rule with the media query around it (one level: the sheets nest nothing deeper). */
function flatRules(css: string): Flat[] {
  const rules: Flat[] = [];
  const walk = (text: string, media: string) => {
    let i = 0;
    while (i < text.length) {
      const open = text.indexOf('{', i);
      if (open < 0) break;
      const head = text.slice(i, open).trim();
      const j = closing(text, open);
      const body = text.slice(open + 1, j);
      if (head.startsWith('@media')) walk(body, head.slice(6).trim());
      else if (!head.startsWith('@')) rules.push({ media, selectors: head, declarations: body.replace(/\s+/g, ' ').trim() });
      i = j + 1;
    }
  };
  walk(css, '');
  return rules;
}

function closing(text: string, open: number): number {
  let depth = 0;
  for (let k = open; k < text.length; k++) {
    if (text[k] === '{') depth++;
    else if (text[k] === '}' && --depth === 0) return k;
  }
  throw new Error('unbalanced braces');
}

describe('rules for (scripting: enabled) and their twins under html.hsa-js', () => {
  for (const file of FILES) {
    it(`${file}: each has its twin`, () => {
      const rules = flatRules(normalised(readFileSync(resolve(REPO_ROOT, file), 'utf8'), file));
      const scripted = rules.filter((r) => r.media.includes('(scripting: enabled)'));
      expect(scripted.length, 'rules for (scripting: enabled)').toBeGreaterThan(0);
      for (const rule of scripted) {
        const media = rule.media.replace(/^\(scripting: enabled\)$|\s*and \(scripting: enabled\)|\(scripting: enabled\) and\s*/g, '');
        // the twin's selectors as Lightning CSS writes them: each one of the list under :where(.hsa-js)
        const wanted = normalised(`${rule.selectors.split(/,(?![^(]*\))/).map((s) => `:where(.hsa-js) ${s.trim()}`).join(', ')}{color:red}`);
        const selectors = wanted.slice(0, wanted.indexOf('{')).trim();
        const twin = rules.find((r) => r.media === media && r.selectors === selectors && r.declarations === rule.declarations);
        expect(twin, `@media ${rule.media} { ${rule.selectors} } has no twin ${media ? `@media ${media} ` : ''}{ ${selectors} }`).toBeDefined();
      }
    });
  }
});
