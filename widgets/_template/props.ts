import { propsGuard } from '../../shared/islands/props';

/**
 * Props from `data-*` attributes or a `<script type="application/json" data-island-props>` child. An island that
 * loads with the page checks them by hand (propsGuard), so no schema code is on the load path; one that loads later
 * may use a schema of the contracts' kit (shared/api/contracts/schema.ts) instead. A bad value leaves the server markup as it is and dispatches `island:error`.
 */
export interface ExampleProps {
  title: string;
}

export const exampleProps = propsGuard<ExampleProps>(({ title }) =>
  typeof title === 'string' && title.trim() !== '' ? { title } : 'title: a non-empty text is needed',
);
