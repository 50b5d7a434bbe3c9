import type { Preview } from '@storybook/preact';
import '../demo-pages/public/theme.css';
import '../stories/support/stories.css';
import { PageFrame, preparePage, type PageConfigOverrides } from '../stories/support/page';
import { STORY_AXE_OFF, STORY_AXE_TAGS } from './a11y';

/**
 * Every story is drawn on a theme page: `<html lang="fa" dir="rtl">`, the theme's stylesheet with Vazirmatn (served
 * from the `vazirmatn` package, see main.ts), its background, and the page config islands read
 * (`<script id="hsa-config">`). A story changes the config with `parameters.pageConfig`.
 */
const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // Storybook 10's built-in viewport switch: the two widths the end-to-end tests check.
    viewport: {
      options: {
        mobile390: { name: 'موبایل 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop1366: { name: 'دسکتاپ 1366', styles: { width: '1366px', height: '900px' }, type: 'desktop' },
      },
    },
    // The accessibility panel (@storybook/addon-a11y) with the rules tests/e2e/stories-axe.test.ts enforces; a
    // violation shows as an error, not a to-do.
    a11y: {
      options: { runOnly: { type: 'tag', values: STORY_AXE_TAGS } },
      config: { rules: STORY_AXE_OFF.map((id) => ({ id, enabled: false })) },
      test: 'error',
    },
    controls: { expanded: true },
  },
  decorators: [
    (Story, context) => {
      preparePage(context.parameters.pageConfig as PageConfigOverrides | undefined);
      return (
        <PageFrame>
          <Story />
        </PageFrame>
      );
    },
  ],
};

export default preview;
