/**
 * The axe rules a story is held to, shared by Storybook's accessibility panel (preview.tsx) and the test that runs
 * axe over every built story (tests/e2e/stories-axe.test.ts), so both report the same findings.
 *
 * A story draws one part of a page, not a page: the rules that judge a whole document's structure (content inside
 * landmarks, one main landmark, one h1) would flag every badge and card. The demo store's pages are held to them in
 * tests/e2e/pages.test.ts.
 */
export const STORY_AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
export const STORY_AXE_OFF = ['region', 'landmark-one-main', 'page-has-heading-one'];
