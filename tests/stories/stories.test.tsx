import { render, cleanup } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storiesOf } from './portable';

/**
 * Every story of every stories/**\/*.stories.tsx renders (DESIGN.md section 7: "every story renders, so Storybook
 * cannot rot"). Stories are found with import.meta.glob, so a new story file is covered without touching this test,
 * and composed with the preview's decorators and parameters (portable stories, see ./portable.ts). Each story
 * runs its loaders/beforeEach, renders, runs its play function if it has one, then must have: no throw, no
 * console.error, `dir="rtl"` on the document, Persian text on screen, and the real fetch back after unmount.
 */
type StoryModule = Record<string, unknown>;

const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });
const PERSIAN = /[\u0600-\u06FF]/;

afterEach(() => cleanup());

/** Text a shopper sees: visible text nodes, not hidden ones, scripts or styles. */
function visibleText(root: HTMLElement): string {
  const parts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('[hidden], script, style, .hsa-visually-hidden')) continue;
    parts.push(node.textContent ?? '');
  }
  return parts.join(' ');
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

it('finds the story files', () => {
  expect(Object.keys(modules).length).toBeGreaterThanOrEqual(4);
});

for (const [file, module] of Object.entries(modules)) {
  const stories = storiesOf(module);

  describe(file.replace('../../stories/', ''), () => {
    it('exports at least one story', () => expect(stories.length).toBeGreaterThan(0));

    it.each(stories)('%s renders in RTL with Persian text and no console errors', async (_name, Story) => {
      const errors = vi.spyOn(console, 'error');
      const realFetch = globalThis.fetch;
      // the preview, not the test setup, must make the page right-to-left
      document.documentElement.removeAttribute('dir');
      document.documentElement.removeAttribute('lang');

      await Story.load();
      const { container, unmount } = render(<Story />);
      await settle();
      if (Story.play) await Story.play({ canvasElement: container as HTMLElement });
      await settle();

      expect(errors).not.toHaveBeenCalled();
      expect(document.documentElement.getAttribute('dir')).toBe('rtl');
      expect(document.documentElement.getAttribute('lang')).toBe('fa');
      expect(document.getElementById('hsa-config')?.getAttribute('type')).toBe('application/json');
      expect(visibleText(document.body)).toMatch(PERSIAN);

      unmount();
      expect(globalThis.fetch).toBe(realFetch);
    });
  });
}
