import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIsland, onDocumentReady } from '../../../shared/islands/define-island';
import { createBehaviour } from '../../../shared/islands/define-behaviour';

const flush = () => new Promise((r) => setTimeout(r, 0));
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const props = z.object({ title: z.string().check(z.minLength(1)), count: z._default(z.coerce.number(), 0) });

function island(mount = vi.fn((root: HTMLElement, p: z.output<typeof props>) => {
  root.dataset.mounted = `${p.title}:${p.count}`;
  return () => delete root.dataset.mounted;
})) {
  return { mount, controller: createIsland({ name: 'demo', props, load: async () => ({ mount }) }) };
}

describe('defineIsland', () => {
  it('reads props from data attributes and mounts once', async () => {
    document.body.innerHTML = '<div data-island="demo" data-title="دریل" data-count="3">fallback</div>';
    const { mount, controller } = island();
    const stop = controller.start(document.body);
    controller.start(document.body);
    await flush();
    const root = document.querySelector<HTMLElement>('[data-island="demo"]')!;
    expect(mount).toHaveBeenCalledTimes(1);
    expect(root.dataset.mounted).toBe('دریل:3');
    expect(root.getAttribute('data-island-state')).toBe('mounted');
    stop();
    expect(root.dataset.mounted).toBeUndefined();
    expect(root.hasAttribute('data-island-state')).toBe(false);
  });

  it('prefers a JSON props script', async () => {
    document.body.innerHTML = '<div data-island="demo" data-title="x"><script type="application/json" data-island-props>{"title":"انکر","count":2}</script></div>';
    const { controller } = island();
    controller.start(document.body);
    await flush();
    expect(document.querySelector<HTMLElement>('[data-island]')!.dataset.mounted).toBe('انکر:2');
  });

  describe('given bad props', () => {
    it('leaves the server markup alone and dispatches a cancelable island:error', async () => {
      document.body.innerHTML = '<div data-island="demo" data-title=""><a href="/cart/">سبد خرید</a></div>';
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const errors: CustomEvent[] = [];
      document.addEventListener('island:error', (e) => errors.push(e as CustomEvent));
      const { mount, controller } = island();
      controller.start(document.body);
      await flush();
      expect(mount).not.toHaveBeenCalled();
      expect(document.querySelector('a')!.textContent).toBe('سبد خرید');
      expect(errors).toHaveLength(1);
      expect(errors[0]!.cancelable).toBe(true);
      expect(errors[0]!.detail).toMatchObject({ island: 'demo', reason: 'props' });
      expect(warn).toHaveBeenCalledOnce();
    });

    it('stays quiet in the console when a listener handles the error', async () => {
      document.body.innerHTML = '<div data-island="demo"><script type="application/json" data-island-props>{broken</script></div>';
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      document.addEventListener('island:error', (e) => e.preventDefault(), { once: true });
      island().controller.start(document.body);
      await flush();
      expect(warn).not.toHaveBeenCalled();
      expect(document.querySelector('[data-island]')!.getAttribute('data-island-state')).toBe('failed');
    });
  });

  describe('with the props check in the view module (left out of the definition)', () => {
    const lazy = (mount = vi.fn((root: HTMLElement, p: z.output<typeof props>) => void (root.dataset.mounted = `${p.title}:${p.count}`))) => ({
      mount,
      controller: createIsland({ name: 'demo', loadOn: 'interaction', load: async () => ({ mount, props }) }),
    });

    it('checks the props when the view has loaded, at the trigger, and mounts with them', async () => {
      document.body.innerHTML = '<div data-island="demo" data-title="پیچ" data-count="4"><button>open</button></div>';
      const { mount, controller } = lazy();
      controller.start(document.body);
      await flush();
      expect(mount).not.toHaveBeenCalled();
      document.querySelector('button')!.dispatchEvent(new Event('focusin', { bubbles: true }));
      await flush();
      expect(document.querySelector<HTMLElement>('[data-island]')!.dataset.mounted).toBe('پیچ:4');
    });

    it('given bad props: no mount, the fallback as it was, island:error (props), and a click held meanwhile goes to the fallback', async () => {
      document.body.innerHTML = '<div data-island="demo" data-title=""><a href="#cart">سبد خرید</a></div>';
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const errors: string[] = [];
      document.addEventListener('island:error', (e) => errors.push((e as CustomEvent).detail.reason));
      const { mount, controller } = lazy();
      controller.start(document.body);
      await flush();
      expect(errors).toEqual([]); // nothing is checked with the page
      const link = document.querySelector('a')!;
      const followed: string[] = [];
      link.addEventListener('click', (e) => {
        if (!e.defaultPrevented) followed.push(link.getAttribute('href')!);
        e.preventDefault(); // no navigation in the test
      });
      link.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
      link.click(); // held while the view loads
      await flush();
      await flush();
      expect(mount).not.toHaveBeenCalled();
      expect(errors).toEqual(['props']);
      expect(document.querySelector('[data-island]')!.getAttribute('data-island-state')).toBe('failed');
      expect(followed).toEqual(['#cart']);
    });

    it('a view module without a props check fails as bad props', async () => {
      document.body.innerHTML = '<div data-island="demo" data-title="a"></div>';
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const errors: string[] = [];
      document.addEventListener('island:error', (e) => errors.push((e as CustomEvent).detail.message));
      const mount = vi.fn();
      createIsland({ name: 'demo', load: async () => ({ mount }) }).start(document.body);
      await flush();
      expect(mount).not.toHaveBeenCalled();
      expect(errors).toEqual(['the view exports no props check']);
    });
  });

  it('isolates a view that throws while mounting: the page and the other islands keep working', async () => {
    document.body.innerHTML = '<div data-island="demo" data-title="a"></div><div data-island="demo" data-title="b"></div>';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const mount = vi.fn((root: HTMLElement, p: { title: string }) => {
      if (p.title === 'a') throw new Error('boom');
      root.dataset.mounted = p.title;
    });
    createIsland({ name: 'demo', props, load: async () => ({ mount }) }).start(document.body);
    await flush();
    const [a, b] = document.querySelectorAll<HTMLElement>('[data-island]');
    expect(a!.getAttribute('data-island-state')).toBe('failed');
    expect(b!.dataset.mounted).toBe('b');
  });

  it('reports a view that fails to load', async () => {
    document.body.innerHTML = '<div data-island="demo" data-title="a"></div>';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors: string[] = [];
    document.addEventListener('island:error', (e) => errors.push((e as CustomEvent).detail.reason));
    createIsland({ name: 'demo', props, load: () => Promise.reject(new Error('chunk 404')) as Promise<{ mount: () => void }> }).start(document.body);
    await flush();
    expect(errors).toEqual(['load']);
  });

  it('waits for an interaction when the root says data-load-on="interaction"', async () => {
    document.body.innerHTML = '<div data-island="demo" data-title="a" data-load-on="interaction"><button>open</button></div>';
    const { mount, controller } = island();
    controller.start(document.body);
    await flush();
    expect(mount).not.toHaveBeenCalled();
    document.querySelector('button')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('mounts roots that arrive later and unmounts roots that leave', async () => {
    const { mount, controller } = island();
    const stop = controller.start(document);
    const root = document.createElement('div');
    root.dataset.island = 'demo';
    root.dataset.title = 'late';
    document.body.append(root);
    await flush();
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(root.dataset.mounted).toBe('late:0');
    root.remove();
    await flush();
    expect(root.dataset.mounted).toBeUndefined();
    stop();
  });
});

describe('defineBehaviour', () => {
  it('reports a setup that throws and leaves the page as it was', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors: string[] = [];
    document.addEventListener('island:error', (e) => errors.push((e as CustomEvent).detail.island));
    createBehaviour({
      name: 'broken',
      setup: () => {
        throw new Error('nope');
      },
    }).start(document);
    expect(errors).toEqual(['broken']);
  });

  it('tears down what it set up', () => {
    const clicks = vi.fn();
    const stop = createBehaviour({ name: 'clicks', setup: (d, doc) => d.listen(doc, 'click', clicks) }).start(document);
    document.body.click();
    stop();
    document.body.click();
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});

describe('onDocumentReady: the starts of a page that loads every island at once (the site bundle)', () => {
  it('runs them in order, at once while a turn lasts, and goes on in a later task once a turn has taken 8 ms', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const ran: number[] = [];
    // each start takes 5 ms: two fit in a turn (the check comes before each start)
    for (let i = 1; i <= 5; i++) onDocumentReady(() => { ran.push(i); now += 5; });
    expect(ran).toEqual([1, 2]);
    await flush();
    expect(ran).toEqual([1, 2, 3, 4]);
    await flush();
    expect(ran).toEqual([1, 2, 3, 4, 5]);
    // with the queue empty, the next start runs at once again
    onDocumentReady(() => ran.push(6));
    expect(ran).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('while the page\'s deferred scripts are evaluated (readyState interactive), even the first turn waits for a task of its own', async () => {
    await flush(); // a turn of its own
    const ready = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const ran: string[] = [];
    onDocumentReady(() => ran.push('first'));
    onDocumentReady(() => ran.push('second'));
    expect(ran).toEqual([]);
    await flush();
    expect(ran).toEqual(['first', 'second']);
    ready.mockRestore();
  });

  it('a start that throws does not hold back the ones after it', async () => {
    await flush(); // a turn of its own
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ran: string[] = [];
    onDocumentReady(() => {
      throw new Error('broken');
    });
    onDocumentReady(() => ran.push('next'));
    expect(ran).toEqual(['next']);
    expect(console.warn).toHaveBeenCalledWith('[hsa] an island failed to start', expect.any(Error));
  });
});
