import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockScroll } from '../../../shared/platform/scroll-lock';

const html = document.documentElement;
const body = document.body;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  html.removeAttribute('style');
  body.removeAttribute('style');
  window.scrollTo(0, 0);
});

function touchScreen(touch: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: touch && query.includes('pointer: coarse'), media: query, addEventListener() {}, removeEventListener() {} }));
}

describe('the scroll lock', () => {
  it('hides the page’s overflow while held and puts back what the theme had', () => {
    html.style.overflow = 'clip';
    const release = lockScroll({ fixedBody: false });
    expect(html.style.overflow).toBe('hidden');
    expect(html.hasAttribute('data-scroll-locked')).toBe(true);
    release();
    expect(html.style.overflow).toBe('clip');
    expect(html.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('is counted: the page scrolls again only when the last holder lets go, and a second release does nothing', () => {
    const first = lockScroll({ fixedBody: true });
    const second = lockScroll({ fixedBody: true });
    first();
    first();
    expect(html.style.overflow).toBe('hidden');
    expect(body.style.position).toBe('fixed');
    second();
    expect(html.style.overflow).toBe('');
    expect(body.style.position).toBe('');
  });

  describe('with the body pinned (iOS Safari)', () => {
    it('fixes <body> at minus the scroll offset, keeps its width, and scrolls back there on unlock', () => {
      window.scrollTo(0, 640);
      body.style.position = 'relative';
      vi.spyOn(body, 'getBoundingClientRect').mockReturnValue({ width: 390 } as DOMRect);
      const release = lockScroll({ fixedBody: true });
      expect(body.style.position).toBe('fixed');
      expect(body.style.getPropertyValue('inset-block-start')).toBe('-640px');
      expect(body.style.getPropertyValue('inline-size')).toBe('390px');
      window.scrollTo(0, 0); // what the browser does when the body is pinned
      release();
      expect(body.style.position).toBe('relative');
      expect(body.style.getPropertyValue('inset-block-start')).toBe('');
      expect(body.style.getPropertyValue('inline-size')).toBe('');
      expect(window.scrollY).toBe(640);
    });

    it('pins the body by default on a touch screen, not with a mouse', () => {
      touchScreen(true);
      let release = lockScroll();
      expect(body.style.position).toBe('fixed');
      release();
      touchScreen(false);
      release = lockScroll();
      expect(body.style.position).toBe('');
      expect(html.style.overflow).toBe('hidden');
      release();
    });

    it('leaves the scroll position alone when the body was not pinned', () => {
      window.scrollTo(0, 300);
      const release = lockScroll({ fixedBody: false });
      window.scrollTo(0, 120);
      release();
      expect(window.scrollY).toBe(120);
    });
  });

  describe('the scrollbar’s room', () => {
    it('is kept as inline-end padding when the bar goes away', () => {
      vi.spyOn(html, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
      const release = lockScroll({ fixedBody: false });
      expect(html.style.getPropertyValue('padding-inline-end')).toBe('15px');
      release();
      expect(html.style.getPropertyValue('padding-inline-end')).toBe('');
    });

    it('is not added again when the page keeps a stable gutter', () => {
      vi.spyOn(html, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
      html.style.setProperty('scrollbar-gutter', 'stable');
      const real = window.getComputedStyle;
      vi.spyOn(window, 'getComputedStyle').mockImplementation((el) => {
        const style = real(el);
        return el === html ? ({ getPropertyValue: (name: string) => (name === 'scrollbar-gutter' ? 'stable' : style.getPropertyValue(name)) } as CSSStyleDeclaration) : style;
      });
      const release = lockScroll({ fixedBody: false });
      expect(html.style.getPropertyValue('padding-inline-end')).toBe('');
      release();
    });
  });
});
