import { useId } from 'react';

/**
 * The view: presentational, so Storybook can render every state from it. Accessible patterns come from the shared
 * primitives (shared/ui/README.md: Dialog, Drawer, Popover, Disclosure, Tabs, Combobox…), never hand-written ARIA;
 * text comes from shared/platform/messages.ts through t(), numbers in Persian digits through formatNumber().
 */
export function ExampleView({ title }: { title: string }) {
  const id = `example-${useId().replace(/\W/g, '')}`;
  return (
    <section class="example" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
    </section>
  );
}
