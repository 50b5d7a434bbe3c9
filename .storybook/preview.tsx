import type { Preview } from '@storybook/preact';
import '../demo-pages/public/theme.css';
import '../stories/support/stories.css';
import { PageFrame, preparePage, type PageConfigOverrides } from '../stories/support/page';

/**
 * Every story is drawn on a theme page: `<html lang="fa" dir="rtl">`, the theme's stylesheet with Vazirmatn (served
 * from the `vazirmatn` package, see main.ts), its background, and the page config islands read
 * (`<script id="hsa-config">`). A story changes the config with `parameters.pageConfig`.
 */
const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1366×900', styles: { width: '1366px', height: '900px' }, type: 'desktop' },
      },
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
