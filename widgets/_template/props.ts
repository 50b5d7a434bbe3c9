import { propsGuard } from '../../shared/islands/props';

/**
 * Props from `data-*` attributes or a `<script type="application/json" data-island-props>` child. An island that
 * loads with the page checks them by hand (propsGuard), so zod stays off the load path; one that loads later may use
 * a zod/mini schema instead. A bad value leaves the server markup as it is and dispatches `island:error`.
 */
export interface ExampleProps {
  title: string;
}

export const exampleProps = propsGuard<ExampleProps>(({ title }) =>
  typeof title === 'string' && title.trim() !== '' ? { title } : 'title: a non-empty text is needed',
);
