import { useStore } from '@nanostores/react';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { atom } from 'nanostores';
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { inertOthers } from '../../../shared/a11y/inert-others';
import * as own from '../../../shared/islands/react-on-preact';

/**
 * `react` and `react-dom` resolve to shared/islands/react-on-preact.ts (vite.config.ts reactAlias): the islands'
 * React API on Preact's hooks, without preact/compat. Held here to what React does.
 */
afterEach(cleanup);

describe('react-on-preact', () => {
  it('is what react and react-dom resolve to here, as in the build', async () => {
    const react = await import('react');
    expect(react.useSyncExternalStore).toBe(own.useSyncExternalStore);
    expect((await import('react-dom')).createPortal).toBe(own.createPortal);
    expect(react.useState).toBe((await import('preact/hooks')).useState);
  });

  describe('useSyncExternalStore (through @nanostores/react useStore)', () => {
    it('renders the store as it is, and again at each change, until unmounted', () => {
      const $count = atom(1);
      let renders = 0;
      function View() {
        renders += 1;
        return <output>{useStore($count)}</output>;
      }
      const view = render(<View />);
      expect(screen.getByRole('status').textContent).toBe('1');
      act(() => $count.set(2));
      expect(screen.getByRole('status').textContent).toBe('2');
      const before = renders;
      act(() => $count.set(2)); // the same value: no render
      expect(renders).toBe(before);
      view.unmount();
      expect($count.lc).toBe(0); // unsubscribed
    });

    it('catches a change made between the render and the subscription', () => {
      const $value = atom('a');
      function View() {
        const value = useStore($value);
        // a child's layout work changes the store after this render, before the effects subscribe
        return <Child onMount={() => $value.set('b')} value={value} />;
      }
      function Child({ value, onMount }: { value: string; onMount: () => void }) {
        const [done, setDone] = useState(false);
        if (!done) {
          onMount();
          setDone(true);
        }
        return <output>{value}</output>;
      }
      act(() => {
        render(<View />);
      });
      expect(screen.getByRole('status').textContent).toBe('b');
    });
    it('shows a change made after its render, before its layout effects (a child setting the store back)', () => {
      const $s = atom(1);
      function Child({ v }: { v: number }) {
        useLayoutEffect(() => {
          if (v === 2) $s.set(1);
        });
        return null;
      }
      function View() {
        const v = useStore($s);
        return (
          <>
            <output>{v}</output>
            <Child v={v} />
          </>
        );
      }
      render(<View />);
      act(() => $s.set(2));
      expect($s.get()).toBe(1);
      expect(screen.getByRole('status').textContent).toBe('1');
    });
  });

  describe('createPortal', () => {
    it('draws its content at the end of the container, re-renders it with its parent, and takes it away on unmount', () => {
      let setLabel: (label: string) => void = () => {};
      function Layer() {
        const [label, set] = useState('یک');
        setLabel = set;
        return (
          <p>
            in place
            {createPortal(<button type="button">{label}</button>, document.body)}
          </p>
        );
      }
      const view = render(<Layer />);
      const button = screen.getByRole('button', { name: 'یک' });
      const host = document.body.lastElementChild!;
      expect(host.localName).toBe('hsa-portal');
      expect(host.contains(button)).toBe(true);
      expect(getComputedStyle(host).display).toBe('contents');
      expect(view.container.contains(button)).toBe(false);
      act(() => setLabel('دو'));
      expect(screen.getByRole('button', { name: 'دو' })).toBe(button); // the same element, diffed
      view.unmount();
      expect(document.querySelector('hsa-portal')).toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
    });

    it('keeps state inside the portal across its parent’s renders', () => {
      let rerenderParent: () => void = () => {};
      function Counter() {
        const [n, setN] = useState(0);
        return (
          <button type="button" onClick={() => setN(n + 1)}>
            {String(n)}
          </button>
        );
      }
      function Parent() {
        const [, set] = useState(0);
        rerenderParent = () => set((x) => x + 1);
        return createPortal(<Counter />, document.body);
      }
      render(<Parent />);
      act(() => screen.getByRole('button').click());
      act(() => rerenderParent());
      expect(screen.getByRole('button').textContent).toBe('1');
    });

    it('leaves a portal whose content is above the modal live behind a modal layer', () => {
      render(
        <>
          {createPortal(<div data-hsa-above-modal="">toast</div>, document.body)}
          {createPortal(<div data-testid="other">other</div>, document.body)}
        </>,
      );
      const layer = document.createElement('div');
      document.body.append(layer);
      const release = inertOthers(layer);
      const [toastHost, otherHost] = Array.from(document.querySelectorAll('hsa-portal'));
      expect(toastHost!.hasAttribute('inert')).toBe(false);
      expect(otherHost!.hasAttribute('inert')).toBe(true);
      release();
      layer.remove();
    });
  });
});
