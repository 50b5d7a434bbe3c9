import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { tabbables } from '../../../shared/a11y/focusable';
import { Accordion, type AccordionItem, type AccordionProps } from '../../../shared/ui/Accordion';

/** The facet accordions of a listing (fa-IR-strings.md, "Facets"). */
const facets: AccordionItem[] = [
  { id: 'brand', title: 'برند', content: <a href="/brand/ronix/">رونیکس</a> },
  { id: 'price', title: 'قیمت', content: <a href="?min_price=0">تا ۵۰۰٬۰۰۰ تومان</a> },
  { id: 'rating', title: 'امتیاز', content: <a href="?rating=4">۴ ستاره و بالاتر</a> },
];

const header = (name: string) => screen.getByRole('button', { name });
const expanded = () => screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true').map((b) => b.textContent);
const key = (el: Element, k: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });
  el.dispatchEvent(event);
  return event;
};
const renderFacets = (props: Partial<AccordionProps> = {}) => render(<Accordion items={facets} {...props} />);

describe('the accordion', () => {
  it('puts each button in a heading (level 3 by default, or as asked)', () => {
    const { unmount } = renderFacets();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['برند', 'قیمت', 'امتیاز']);
    unmount();
    renderFacets({ headingLevel: 4 });
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });

  describe('given every panel closed', () => {
    it('each header says it is collapsed and controls its hidden panel; Tab reaches every header and nothing hidden', () => {
      renderFacets();
      for (const name of ['برند', 'قیمت', 'امتیاز']) {
        expect(header(name).getAttribute('aria-expanded')).toBe('false');
        expect(document.getElementById(header(name).getAttribute('aria-controls')!)!.hidden).toBe(true);
      }
      expect(tabbables(document.body).map((el) => el.textContent)).toEqual(['برند', 'قیمت', 'امتیاز']);
    });
  });

  describe('with one open at a time', () => {
    it('opening a panel closes the open one, and its panel is a region named by its header', async () => {
      const onValueChange = vi.fn();
      renderFacets({ defaultValue: ['brand'], onValueChange });
      expect(screen.getByRole('region', { name: 'برند' })).toBeTruthy();
      fireEvent.click(header('قیمت'));
      await waitFor(() => expect(expanded()).toEqual(['قیمت']));
      expect(onValueChange).toHaveBeenLastCalledWith(['price']);
      expect(screen.getByRole('region', { name: 'قیمت' }).hidden).toBe(false);
      expect(tabbables(document.body).map((el) => el.textContent)).toEqual(['برند', 'قیمت', 'تا ۵۰۰٬۰۰۰ تومان', 'امتیاز']);
    });

    it('the open panel closes again on its header (collapsible)', async () => {
      renderFacets({ defaultValue: ['brand'] });
      fireEvent.click(header('برند'));
      await waitFor(() => expect(expanded()).toEqual([]));
    });

    it('when not collapsible, the open header is aria-disabled and stays open', async () => {
      renderFacets({ defaultValue: ['brand'], collapsible: false });
      expect(header('برند').getAttribute('aria-disabled')).toBe('true');
      expect(header('قیمت').hasAttribute('aria-disabled')).toBe(false);
      fireEvent.click(header('برند'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(expanded()).toEqual(['برند']);
    });
  });

  describe('with many open', () => {
    it('opening one keeps the others open', async () => {
      const onValueChange = vi.fn();
      renderFacets({ multiple: true, defaultValue: ['brand'], onValueChange });
      fireEvent.click(header('امتیاز'));
      await waitFor(() => expect(expanded()).toEqual(['برند', 'امتیاز']));
      expect(onValueChange).toHaveBeenLastCalledWith(['brand', 'rating']);
      fireEvent.click(header('برند'));
      await waitFor(() => expect(expanded()).toEqual(['امتیاز']));
    });
  });

  it('controlled: shows the open items its parent gives', () => {
    renderFacets({ value: ['rating'], multiple: true });
    expect(expanded()).toEqual(['امتیاز']);
  });

  it('with many panels, the panels are not regions (no landmark noise)', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ id: `f${i}`, title: `فیلتر ${i}`, content: 'متن' }));
    render(<Accordion items={many} defaultValue={['f0']} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  describe('the arrow keys between headers', () => {
    it('Down and Up move to the next and previous header, wrapping; Home and End go to the ends', () => {
      renderFacets();
      header('برند').focus();
      expect(key(header('برند'), 'ArrowDown').defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(header('قیمت'));
      key(document.activeElement!, 'ArrowDown');
      key(document.activeElement!, 'ArrowDown');
      expect(document.activeElement).toBe(header('برند'));
      key(document.activeElement!, 'ArrowUp');
      expect(document.activeElement).toBe(header('امتیاز'));
      key(document.activeElement!, 'Home');
      expect(document.activeElement).toBe(header('برند'));
      key(document.activeElement!, 'End');
      expect(document.activeElement).toBe(header('امتیاز'));
    });

    it('skip a disabled header', () => {
      render(<Accordion items={facets.map((f) => (f.id === 'price' ? { ...f, disabled: true } : f))} />);
      header('برند').focus();
      key(header('برند'), 'ArrowDown');
      expect(document.activeElement).toBe(header('امتیاز'));
    });

    it('are not taken from inside a panel, nor while an IME composes, nor when turned off', () => {
      renderFacets({ defaultValue: ['brand'] });
      const link = screen.getByRole('link', { name: 'رونیکس' });
      link.focus();
      expect(key(link, 'ArrowDown').defaultPrevented).toBe(false);
      expect(document.activeElement).toBe(link);
      header('برند').focus();
      key(header('برند'), 'ArrowDown', { isComposing: true });
      expect(document.activeElement).toBe(header('برند'));
    });

    it('do nothing with arrowKeys off', () => {
      renderFacets({ arrowKeys: false });
      header('برند').focus();
      expect(key(header('برند'), 'ArrowDown').defaultPrevented).toBe(false);
      expect(document.activeElement).toBe(header('برند'));
    });
  });
});
