import { createDisposables, type Cleanup, type Disposables } from './disposables';
import { onDocumentReady, prepareIslands, reportIslandError } from './define-island';
import { pageAsksFor } from './page-islands';

/**
 * A behaviour enhances server markup in place through listeners delegated from the document, set once per page,
 * so markup that the server re-renders later (fragments, refreshed listings) is enhanced without re-binding.
 */
export interface BehaviourDefinition {
  name: string;
  /**
   * The entry it comes with (`widgets/<entry>`), as the page's list of islands names it (page-islands.ts); default
   * `name`. One entry may define several behaviours (site-wide's four).
   */
  entry?: string;
  /** Sets up the behaviour; everything goes into `disposables`. A throw is reported and leaves the page as it was. */
  setup: (disposables: Disposables, doc: Document) => Cleanup | void;
}

export interface BehaviourController {
  start(doc?: Document): Cleanup;
}

export function createBehaviour(def: BehaviourDefinition): BehaviourController {
  return {
    start(doc = document) {
      const disposables = createDisposables();
      try {
        prepareIslands();
        disposables.add(def.setup(disposables, doc) ?? undefined);
      } catch (error) {
        disposables.dispose();
        reportIslandError(doc, {
          island: def.name,
          reason: 'behaviour',
          message: error instanceof Error ? error.message : String(error),
        });
      }
      return () => disposables.dispose();
    },
  };
}

/** Entry files call this: define the behaviour and start it once the document is parsed. */
export function defineBehaviour(def: BehaviourDefinition): BehaviourController {
  const behaviour = createBehaviour(def);
  onDocumentReady(() => pageAsksFor(def.entry ?? def.name) && behaviour.start(document));
  return behaviour;
}
