import type { MountContext } from '../../shared/islands/define-island';
import { mountPreact } from '../../shared/islands/mount-preact';
import type { ExampleProps } from './props';
import { ExampleView } from './ExampleView';

/** The props check, run when this view has loaded (the entry leaves it out, so it is not on the page's load path). */
export { exampleProps as props } from './props';

/**
 * The view module, loaded at the trigger. mountPreact renders over the fallback in one task (nothing shifts),
 * carries over focus and typed text (adopt), keeps nested islands in their <IslandSlot>, and puts the fallback back
 * on unmount. Everything else set up here goes into ctx.disposables; fetches take ctx.signal.
 */
export function mount(root: HTMLElement, props: ExampleProps, ctx: MountContext) {
  void ctx;
  return mountPreact(root, <ExampleView title={props.title} />);
}
