import { defineBehaviour } from '../../shared/islands/define-behaviour';
import { setupPageWidgets } from './setup';
import './page-widgets.css';

/** The page-widgets behaviour (README.md): tabs, accordions, switchers, hash links, sticky elements, URL actions. */
defineBehaviour({ name: 'page-widgets', setup: setupPageWidgets });
