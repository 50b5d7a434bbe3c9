import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { describe, expect, it, vi } from 'vitest';
import { tabbables } from '../../../shared/a11y/focusable';
import { Disclosure, useDisclosure } from '../../../shared/ui/Disclosure';

const trigger = () => screen.getByRole('button', { name: 'برند' });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

function BrandFacet(props: { defaultOpen?: boolean; onOpenChange?: (open: boolean) => void; findable?: boolean }) {
  return (
    <Disclosure summary="برند" {...props}>
      <a href="/brand/ronix/">رونیکس</a>
    </Disclosure>
  );
}

describe('the disclosure', () => {
  describe('given a closed disclosure', () => {
    it('is a button that says it is collapsed and names the region it controls, which is hidden', () => {
      render(<BrandFacet />);
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
      expect(panelOf(trigger()).hidden).toBe(true);
      expect(screen.queryByRole('link', { name: 'رونیکس' })).toBeNull();
    });

    it('Tab passes over its hidden content', () => {
      render(<BrandFacet />);
      expect(tabbables(document.body).map((el) => el.textContent)).toEqual(['برند']);
    });

    it('a click opens it and says so through onOpenChange', async () => {
      const onOpenChange = vi.fn();
      render(<BrandFacet onOpenChange={onOpenChange} />);
      fireEvent.click(trigger());
      await waitFor(() => expect(trigger().getAttribute('aria-expanded')).toBe('true'));
      expect(panelOf(trigger()).hidden).toBe(false);
      expect(onOpenChange).toHaveBeenCalledWith(true);
      expect(screen.getByRole('link', { name: 'رونیکس' })).toBeTruthy();
    });

    it('find-in-page (beforematch) on findable content opens it', async () => {
      render(<BrandFacet findable />);
      panelOf(trigger()).dispatchEvent(new Event('beforematch'));
      await waitFor(() => expect(trigger().getAttribute('aria-expanded')).toBe('true'));
    });
  });

  describe('given an open disclosure', () => {
    it('Tab reaches the button, then its content; a click closes it', async () => {
      const onOpenChange = vi.fn();
      render(<BrandFacet defaultOpen onOpenChange={onOpenChange} />);
      expect(tabbables(document.body).map((el) => el.textContent)).toEqual(['برند', 'رونیکس']);
      fireEvent.click(trigger());
      await waitFor(() => expect(panelOf(trigger()).hidden).toBe(true));
      expect(onOpenChange).toHaveBeenCalledWith(false);
    });
  });

  describe('controlled', () => {
    it('shows what its parent says, and asks the parent to change (the facet remembering its state)', async () => {
      const saved: boolean[] = [];
      function Remembered() {
        const [open, setOpen] = useState(true);
        return (
          <Disclosure
            summary="برند"
            open={open}
            onOpenChange={(next) => {
              saved.push(next);
              setOpen(next);
            }}
          >
            متن
          </Disclosure>
        );
      }
      render(<Remembered />);
      expect(trigger().getAttribute('aria-expanded')).toBe('true');
      fireEvent.click(trigger());
      await waitFor(() => expect(trigger().getAttribute('aria-expanded')).toBe('false'));
      expect(saved).toEqual([false]);
    });

    it('stays as the parent says when the parent does not follow', async () => {
      const onOpenChange = vi.fn();
      render(
        <Disclosure summary="برند" open={false} onOpenChange={onOpenChange}>
          متن
        </Disclosure>,
      );
      fireEvent.click(trigger());
      expect(onOpenChange).toHaveBeenCalledWith(true);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(trigger().getAttribute('aria-expanded')).toBe('false');
    });
  });

  it('useDisclosure gives the parts for a custom trigger and region', async () => {
    function ReadMore() {
      const { open, triggerProps, panelProps } = useDisclosure({ id: 'desc' });
      return (
        <>
          <button {...triggerProps}>{open ? 'بستن' : 'بیشتر بخوانید'}</button>
          <p {...panelProps}>توضیحات دسته</p>
        </>
      );
    }
    render(<ReadMore />);
    const button = screen.getByRole('button', { name: 'بیشتر بخوانید' });
    expect(button.getAttribute('aria-controls')).toBe('desc-panel');
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'بستن' }).getAttribute('aria-expanded')).toBe('true'));
    expect(document.getElementById('desc-panel')!.hidden).toBe(false);
  });
});
