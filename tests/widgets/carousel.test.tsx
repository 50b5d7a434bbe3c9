import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { EmblaCarouselType } from 'embla-carousel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carousel } from '../../demo-pages/templates/carousel';
import { raw } from '../../demo-pages/templates/html';
import { createIsland } from '../../shared/islands/define-island';
import { setMessages } from '../../shared/platform/messages';
import { carouselControls, labelSlides, type ControlsApi } from '../../widgets/carousel/controls';
import { carouselOptions, DESKTOP, NO_SWIPING } from '../../widgets/carousel/options';
import { carouselProps, type CarouselKind } from '../../widgets/carousel/props';
import { WheelAxis } from '../../widgets/carousel/wheel-plugin';

let stop: () => void = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

function page(kind: CarouselKind, count: number) {
  document.documentElement.dir = 'rtl';
  const slides = Array.from({ length: count }, (_, i) => `<a href="/p/${i + 1}/">کالای ${i + 1}</a>`);
  document.body.innerHTML = String(carousel({ kind, id: 'c-title', title: 'پرفروش‌ترین‌ها', slides: slides.map((s) => raw(s)) }));
  return document.querySelector<HTMLElement>('[data-island="carousel"]')!;
}

describe('carousel server markup', () => {
  it('is a region named by its heading, with slides as groups named «n از N» in Persian digits', () => {
    page('products', 12);
    const region = screen.getByRole('region', { name: 'پرفروش‌ترین‌ها' });
    const groups = screen.getAllByRole('group');
    expect(region.contains(groups[0]!)).toBe(true);
    expect(groups.map((g) => g.getAttribute('aria-label')).slice(0, 3)).toEqual(['۱ از ۱۲', '۲ از ۱۲', '۳ از ۱۲']);
  });
});

describe('carousel props', () => {
  it('takes the kinds of spec section 9 and refuses anything else', () => {
    expect(carouselProps.safeParse({ kind: 'brands' })).toEqual({ success: true, data: { kind: 'brands', single: false } });
    expect(carouselProps.safeParse({ kind: 'page-builder', single: 'true' })).toEqual({ success: true, data: { kind: 'page-builder', single: true } });
    expect(carouselProps.safeParse({ kind: 'swiper' }).success).toBe(false);
  });
});

describe('carousel options', () => {
  it('brand and product carousels loop, scroll freely and are not draggable on desktop only', () => {
    for (const kind of ['brands', 'products'] as const) {
      const o = carouselOptions(kind, 'rtl');
      expect(o).toMatchObject({ direction: 'rtl', loop: true, dragFree: true });
      expect(o.breakpoints?.[DESKTOP]).toEqual({ watchDrag: false });
    }
    expect(carouselOptions('categories', 'rtl')).toMatchObject({ loop: false, dragFree: true });
    expect(carouselOptions('categories', 'rtl').breakpoints?.[DESKTOP]).toBeUndefined();
    expect(carouselOptions('page-builder', 'rtl')).toMatchObject({ loop: false, dragFree: false });
  });

  it('animates nothing when the shopper asks for reduced motion', () => {
    expect(carouselOptions('brands', 'rtl').breakpoints?.['(prefers-reduced-motion: reduce)']).toEqual({ duration: 0 });
  });

  it('does not start a drag on elements marked no-swiping', () => {
    document.body.innerHTML = `<div class="swiper-no-swiping"><span id="a">x</span></div><div data-tag-strip><a id="b">t</a></div><span id="c">y</span>`;
    const watchDrag = carouselOptions('categories', 'rtl').watchDrag as (api: unknown, e: MouseEvent) => boolean;
    const at = (id: string) => ({ target: document.getElementById(id) }) as unknown as MouseEvent;
    expect(watchDrag(null, at('a'))).toBe(false);
    expect(watchDrag(null, at('b'))).toBe(false);
    expect(watchDrag(null, at('c'))).toBe(true);
    expect(document.querySelectorAll(NO_SWIPING)).toHaveLength(2);
  });
});

describe('wheel plugin', () => {
  function fakeApi(direction: 'rtl' | 'ltr', loop = false) {
    const root = document.createElement('div');
    document.body.append(root);
    const distance = vi.fn();
    let target = 0;
    const api = {
      rootNode: () => root,
      canScrollNext: () => true,
      canScrollPrev: () => true,
      internalEngine: () => ({
        options: { direction, loop },
        target: { get: () => target },
        limit: { constrain: (n: number) => Math.max(-500, Math.min(0, n)) },
        scrollTo: { distance },
      }),
    } as unknown as EmblaCarouselType;
    const plugin = WheelAxis();
    plugin.init(api, {} as never);
    return { root, distance, plugin, setTarget: (n: number) => (target = n) };
  }
  const wheel = (root: HTMLElement, deltaX: number, deltaY: number) => {
    const event = new WheelEvent('wheel', { deltaX, deltaY, cancelable: true, bubbles: true });
    root.dispatchEvent(event);
    return event;
  };

  it('moves the carousel along its axis and keeps the page from scrolling then', () => {
    const { root, distance } = fakeApi('rtl', true);
    const event = wheel(root, -120, 10);
    expect(event.defaultPrevented).toBe(true);
    // Right to left: a swipe towards the left (negative deltaX) reveals the next slides, which lie to the left.
    expect(distance).toHaveBeenCalledWith(-120, false);
  });

  it('follows the hand on a left-to-right carousel too, and stops at the ends when it does not loop', () => {
    const { root, distance, setTarget } = fakeApi('ltr');
    setTarget(-450);
    wheel(root, 120, 0);
    expect(distance).toHaveBeenCalledWith(-50, false);
  });

  it('leaves an up-and-down wheel to the page', () => {
    const { root, distance, plugin } = fakeApi('rtl');
    const event = wheel(root, 5, 100);
    expect(event.defaultPrevented).toBe(false);
    expect(distance).not.toHaveBeenCalled();
    plugin.destroy();
    wheel(root, -120, 0);
    expect(distance).not.toHaveBeenCalled();
  });
});

describe('carousel controls (plain DOM)', () => {
  /** Embla's API as the controls use it: the location runs from limit.max (the start) down to limit.min (the end). */
  function fakeEmbla(slides: HTMLElement[], loop = false) {
    let location = 0;
    const handlers = new Map<string, Set<() => void>>();
    const api = {
      scrollPrev: vi.fn(),
      scrollNext: vi.fn(),
      on: (name: string, fn: () => void) => (handlers.get(name) ?? handlers.set(name, new Set()).get(name)!).add(fn) && api,
      off: (name: string, fn: () => void) => handlers.get(name)?.delete(fn) && api,
      internalEngine: () => ({ location: { get: () => location }, limit: { min: -900, max: 0 }, options: { loop } }),
      slideNodes: () => slides,
      slidesInView: () => [0, 1],
    };
    const emit = (name: string) => handlers.get(name)?.forEach((fn) => fn());
    return { api: api as unknown as ControlsApi & typeof api, moveTo: (n: number) => ((location = n), emit('scroll')), emit, handlers };
  }
  const buttons = () => ({
    prev: screen.getByRole('button', { name: 'قبلی' }) as HTMLButtonElement,
    next: screen.getByRole('button', { name: 'بعدی' }) as HTMLButtonElement,
  });

  it('adds قبلی and بعدی with outward glyphs, disabled at each end of a row that does not loop', () => {
    const root = page('categories', 6);
    const frame = root.querySelector<HTMLElement>('.hsa-carousel__frame')!;
    const slides = Array.from(root.querySelectorAll<HTMLElement>('.hsa-carousel__slide'));
    const { api, moveTo } = fakeEmbla(slides);
    const remove = carouselControls(api, frame, true);
    const { prev, next } = buttons();
    expect(prev.closest('.hsa-carousel__frame')).toBe(frame);
    // right to left: previous lies on the right and points right
    expect([prev.textContent, next.textContent]).toEqual(['>', '<']);
    expect(prev.querySelector('span')!.getAttribute('aria-hidden')).toBe('true');
    // laid out left to right: in the page's right-to-left line the browser would draw each glyph mirrored, inwards
    expect([prev, next].map((b) => b.querySelector('span')!.dir)).toEqual(['ltr', 'ltr']);
    expect([prev.disabled, next.disabled]).toEqual([true, false]);
    moveTo(-400);
    expect([prev.disabled, next.disabled]).toEqual([false, false]);
    moveTo(-900);
    expect([prev.disabled, next.disabled]).toEqual([false, true]);
    moveTo(0);
    expect([prev.disabled, next.disabled]).toEqual([true, false]);
    remove();
    expect(screen.queryByRole('button', { name: 'قبلی' })).toBeNull();
  });

  it('comes first in the row (Tab reaches the buttons before the slides), and says where a press led once the row settles', async () => {
    const root = page('categories', 6);
    const frame = root.querySelector<HTMLElement>('.hsa-carousel__frame')!;
    const slides = Array.from(root.querySelectorAll<HTMLElement>('.hsa-carousel__slide'));
    const { api, emit } = fakeEmbla(slides);
    carouselControls(api, frame, true);
    expect(frame.firstElementChild!.classList.contains('hsa-carousel__controls')).toBe(true);
    const spoken = () => document.querySelector('[data-hsa-announcer]')?.textContent ?? '';
    emit('settle'); // a swipe or a wheel: nothing said
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(spoken()).toBe('');
    api.slidesInView = () => [3, 2, 4];
    await userEvent.click(buttons().next);
    emit('settle');
    await waitFor(() => expect(spoken()).toBe('۳ از ۶'));
  });

  it('moves focus to the other button when the focused one is disabled at an end (focus never falls to <body>)', () => {
    const root = page('categories', 6);
    const slides = Array.from(root.querySelectorAll<HTMLElement>('.hsa-carousel__slide'));
    const { api, moveTo } = fakeEmbla(slides);
    carouselControls(api, root.querySelector<HTMLElement>('.hsa-carousel__frame')!, true);
    const { prev, next } = buttons();
    moveTo(-400);
    next.focus();
    moveTo(-900);
    expect(next.disabled).toBe(true);
    expect(document.activeElement).toBe(prev);
    moveTo(-400);
    expect(document.activeElement).toBe(prev);
    moveTo(0);
    expect(document.activeElement).toBe(next);
  });

  it('moves Embla by a click, never disables on a looping row, and stops listening once removed', async () => {
    const root = page('brands', 8);
    const slides = Array.from(root.querySelectorAll<HTMLElement>('.hsa-carousel__slide'));
    const { api, moveTo, handlers } = fakeEmbla(slides, true);
    const remove = carouselControls(api, root.querySelector<HTMLElement>('.hsa-carousel__frame')!, false);
    const { prev, next } = buttons();
    expect([prev.textContent, next.textContent]).toEqual(['<', '>']);
    expect([prev.disabled, next.disabled]).toEqual([false, false]);
    moveTo(-900);
    expect(next.disabled).toBe(false);
    await userEvent.click(next);
    await userEvent.click(prev);
    await userEvent.click(prev);
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    expect(api.scrollPrev).toHaveBeenCalledTimes(2);
    remove();
    expect([...handlers.values()].every((set) => set.size === 0)).toBe(true);
  });

  it('names the slides as groups «n از N» in Persian digits, with the site\'s override of the message', () => {
    const root = page('products', 12);
    const slides = Array.from(root.querySelectorAll<HTMLElement>('.hsa-carousel__slide'));
    slides[2]!.removeAttribute('aria-label');
    slides[11]!.setAttribute('aria-label', 'slide 12');
    const { api } = fakeEmbla(slides);
    carouselControls(api, root.querySelector<HTMLElement>('.hsa-carousel__frame')!, true);
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['۱ از ۱۲', '۲ از ۱۲', '۳ از ۱۲', '۴ از ۱۲', '۵ از ۱۲', '۶ از ۱۲', '۷ از ۱۲', '۸ از ۱۲', '۹ از ۱۲', '۱۰ از ۱۲', '۱۱ از ۱۲', '۱۲ از ۱۲']);
    setMessages({ carouselSlide: 'اسلاید {index} از {count}' });
    try {
      labelSlides(slides);
      expect(slides[2]!.getAttribute('aria-label')).toBe('اسلاید ۳ از ۱۲');
    } finally {
      setMessages(undefined);
    }
  });

  it('asks for the images of the slides in view and the next two at once, leaving the rest lazy', () => {
    document.body.innerHTML = String(
      carousel({ kind: 'products', id: 'c', title: 't', slides: Array.from({ length: 8 }, (_, i) => raw(`<a href="/p/${i}/"><img src="/i/${i}.png" alt="" loading="lazy"></a>`)) }),
    );
    const slides = Array.from(document.querySelectorAll<HTMLElement>('.hsa-carousel__slide'));
    const { api } = fakeEmbla(slides);
    carouselControls(api, document.querySelector<HTMLElement>('.hsa-carousel__frame')!, true);
    // in view: 0 and 1; the next two after the last in view: 2 and 3
    expect(slides.map((s) => s.querySelector('img')!.loading)).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
  });
});

describe('carousel island', () => {
  const start = () => {
    stop = createIsland({ name: 'carousel', props: carouselProps, loadOn: 'load', load: () => import('../../widgets/carousel/mount') }).start();
  };

  it('adds the previous and next buttons, named in Persian, over the row, and takes them away on unmount', async () => {
    const root = page('categories', 6);
    start();
    const next = await screen.findByRole('button', { name: 'بعدی' });
    expect(screen.getByRole('button', { name: 'قبلی' })).toBeTruthy();
    expect(root.classList.contains('is-enhanced')).toBe(true);
    expect(next.closest('.hsa-carousel__frame')).toBe(root.querySelector('.hsa-carousel__frame'));
    // At the start of a carousel that does not loop there is nothing before.
    await waitFor(() => expect((screen.getByRole('button', { name: 'قبلی' }) as HTMLButtonElement).disabled).toBe(true));
    stop();
    expect(screen.queryByRole('button', { name: 'بعدی' })).toBeNull();
    expect(root.classList.contains('is-enhanced')).toBe(false);
  });

  it('leaves a row the shopper is swiping to the browser, and takes it over once it has been still for 150 ms', async () => {
    const root = page('categories', 6);
    const viewport = root.querySelector<HTMLElement>('.hsa-carousel__viewport')!;
    const swipe = setInterval(() => viewport.dispatchEvent(new Event('scroll')), 40);
    start();
    await new Promise((r) => setTimeout(r, 400));
    expect(root.classList.contains('is-enhanced')).toBe(false); // still scrolling: not taken over
    clearInterval(swipe);
    await waitFor(() => expect(root.classList.contains('is-enhanced')).toBe(true));
  });

  it('leaves a row to the finger on it, still or not, and takes it over 150 ms after the finger has lifted', async () => {
    const root = page('categories', 6);
    const viewport = root.querySelector<HTMLElement>('.hsa-carousel__viewport')!;
    const finger = (type: string, down: boolean) => {
      const event = new Event(type, { bubbles: true });
      Object.defineProperty(event, 'touches', { value: down ? [{ identifier: 1 }] : [] });
      viewport.firstElementChild!.dispatchEvent(event);
    };
    finger('touchstart', true);
    start();
    // the finger moves while the module loads and after, then pauses, still down: no event at all for 400 ms
    const moving = setInterval(() => finger('touchmove', true), 40);
    await new Promise((r) => setTimeout(r, 300));
    clearInterval(moving);
    await new Promise((r) => setTimeout(r, 400));
    expect(root.classList.contains('is-enhanced')).toBe(false);
    finger('touchend', false);
    await new Promise((r) => setTimeout(r, 60));
    expect(root.classList.contains('is-enhanced')).toBe(false); // lifted, not yet still for 150 ms
    await waitFor(() => expect(root.classList.contains('is-enhanced')).toBe(true));
  });

  it('has no Preact in its view: the mount module is plain DOM and Embla', async () => {
    const source = await import('node:fs').then((fs) => fs.readFileSync('widgets/carousel/mount.ts', 'utf8') + fs.readFileSync('widgets/carousel/controls.ts', 'utf8'));
    expect(source).not.toMatch(/from '(preact|react)[/']/);
  });

  it('Tab and Shift+Tab reach every slide link in order, Embla running', async () => {
    const root = page('categories', 5);
    start();
    await screen.findByRole('button', { name: 'بعدی' });
    const before = document.createElement('button');
    before.textContent = 'before';
    root.before(before);
    before.focus();
    const user = userEvent.setup();
    const forward: string[] = [];
    for (let i = 0; i < 5; i++) {
      await user.tab();
      forward.push(document.activeElement!.getAttribute('href')!);
    }
    expect(forward).toEqual(['/p/1/', '/p/2/', '/p/3/', '/p/4/', '/p/5/']);
    const back: string[] = [];
    for (let i = 0; i < 4; i++) {
      await user.tab({ shift: true });
      back.push(document.activeElement!.getAttribute('href')!);
    }
    expect(back).toEqual(['/p/4/', '/p/3/', '/p/2/', '/p/1/']);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(before);
  });

  it('leaves a carousel of one slide as the server row', async () => {
    const root = page('page-builder', 1);
    start();
    await waitFor(() => expect(root.getAttribute('data-island-state')).toBe('mounted'));
    expect(screen.queryByRole('button', { name: 'بعدی' })).toBeNull();
    expect(root.classList.contains('is-enhanced')).toBe(false);
  });
});
