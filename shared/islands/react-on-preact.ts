import { Fragment, h, render, type ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';

/**
 * What `react` and `react-dom` resolve to, in the build, in Vitest and in Storybook (vite.config.ts `reactAlias`):
 * the React API the islands and their packages use (@nanostores/react, embla-carousel-react), on Preact's own hooks.
 *
 * preact/compat did this before, for 2.7 KB gzip on every page with a view. Most of it is React's whole API (class
 * components, Children, Suspense, memo, forwardRef) and a hook on every element that renames props the React way
 * (onChange on a text field becomes input, onFocus becomes focusin, camelCase SVG attributes). The islands write
 * Preact's JSX (`class`, `onInput`, kebab-case SVG attributes) and use none of it: hooks, useSyncExternalStore for
 * @nanostores/react's `useStore`, and createPortal for the layers drawn at the end of <body>. tests/unit/islands/
 * react-on-preact.test.tsx holds both to React's behaviour where the islands rely on it. Not React's: context does
 * not cross a portal, and a portal's content runs its effects after those of the component that drew it (its
 * layout effect renders the content); no island needs either.
 */
export * from 'preact/hooks';

/** React's useSyncExternalStore: the snapshot as of this render, and a re-render whenever the store's changes. */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [, rerender] = useState(0);
  const seen = useRef({ value, getSnapshot });
  const check = () => {
    if (!Object.is(seen.current.value, seen.current.getSnapshot())) rerender((n) => n + 1);
  };
  // Looked at again once the render is in place: a change made in between (a child's layout effect, a ref) shows.
  useLayoutEffect(() => {
    seen.current = { value, getSnapshot };
    check();
  });
  useEffect(() => {
    // A change between the render and the subscription is caught by the first check.
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}

function Portal({ children, container }: { children: ComponentChildren; container: Element }) {
  const host = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    // A box-less host: the portal's content lays out as the container's own child.
    const el = (host.current = document.createElement('hsa-portal'));
    el.style.display = 'contents';
    container.append(el);
    return () => {
      render(null, el);
      el.remove();
    };
  }, [container]);
  // Every render of the portal renders its content again (a separate Preact root at the host).
  useLayoutEffect(() => {
    render(h(Fragment, null, children), host.current!);
  });
  return null;
}

/**
 * React's createPortal: the content is drawn at the end of `container` (in an `<hsa-portal>` host with
 * `display: contents`) and goes with the component that drew it.
 */
export function createPortal(children: ComponentChildren, container: Element) {
  return h(Portal, { children, container });
}
