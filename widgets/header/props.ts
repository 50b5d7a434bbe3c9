import { propsGuard } from '../../shared/islands/props';

/** The header takes no props: everything it needs is in its server markup (the parts, the category bar). */
export type HeaderProps = Record<string, never>;

export const headerProps = propsGuard<HeaderProps>(() => ({}));

/** The same check as JSON Schema, for the WordPress plugin's hsa_island_mount(): any object (props are ignored). */
export const propsJsonSchema = { type: 'object' };
