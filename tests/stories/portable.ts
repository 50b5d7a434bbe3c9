import { setProjectAnnotations, type PreactRenderer } from '@storybook/preact';
import { composeStories as composeWith } from 'storybook/preview-api';
import type { Args, ComposedStoryFn, Store_CSFExports, StoriesWithPartialProps } from 'storybook/internal/types';
import * as preview from '../../.storybook/preview';

/**
 * Portable stories for Preact. @storybook/preact 10 exports setProjectAnnotations but no composeStories, so this is
 * what @storybook/react's composeStories does: storybook's own composeStories with the project's annotations (the
 * Preact renderer's render/renderToCanvas, Storybook's core ones and .storybook/preview's decorators and
 * parameters), typed for Preact.
 */
export const projectAnnotations = setProjectAnnotations(preview);

export type ComposedStory = ComposedStoryFn<PreactRenderer, Args>;

// `any`: each story of a CSF module has its own args
export function composeStories<TModule extends Store_CSFExports<PreactRenderer, any>>(module: TModule) {
  return composeWith(module, projectAnnotations) as Omit<StoriesWithPartialProps<PreactRenderer, TModule>, keyof Store_CSFExports>;
}

/** Every story of a module, by export name. */
export function storiesOf(module: Record<string, unknown>): Array<[string, ComposedStory]> {
  return Object.entries(composeWith(module as Store_CSFExports, projectAnnotations) as Record<string, ComposedStory>);
}
