import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Rewrites the README's text between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` (the measuring commands'
 * `--readme` flag), so the figures in "## Speed" are the last measured ones and nothing else in the file moves.
 */
const README = fileURLToPath(new URL('../README.md', import.meta.url));

export function replaceBetweenMarkers(text: string, name: string, content: string): string {
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start === -1 || end === -1 || end < start) throw new Error(`README.md has no ${open} … ${close} section`);
  return `${text.slice(0, start + open.length)}\n${content.trim()}\n${text.slice(end)}`;
}

export function writeReadmeSection(name: string, content: string, file = README): void {
  writeFileSync(file, replaceBetweenMarkers(readFileSync(file, 'utf8'), name, content));
  console.log(`README.md: wrote the ${name} figures`);
}
