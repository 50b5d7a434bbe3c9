import { defineBehaviour } from '../../shared/islands/define-behaviour';
import { setupAttribution } from './attribution';

/** Order attribution (spec sections 3, 4, 7, 8, 9): sourcebuster-compatible visitor-source cookies and the checkout's fields. */
defineBehaviour({ name: 'attribution', setup: setupAttribution });
