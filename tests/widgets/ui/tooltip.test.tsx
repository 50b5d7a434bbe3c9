import { act, fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { t } from '../../../shared/platform/messages';
import { Dialog } from '../../../shared/ui/Dialog';
import { flashTooltip, TOOLTIP_FLASH_MS } from '../../../shared/ui/flash-tooltip';
import { Tooltip, useTooltip } from '../../../shared/ui/Tooltip';
import { useOverlayState } from '../../../shared/ui/use-overlay-trigger';

/** Tooltip (APG), and the compare limit's flashed tooltip (spec sections 4 and 9: about 1.8 s). */
const LIMIT = 'حداکثر ۴ محصول را می‌توانید مقایسه کنید'; // fa-IR-strings.md, with MAX = 4 in Persian digits

function CompareToggle({ atLimit = false }: { atLimit?: boolean }) {
  const tip = useTooltip();
  return (
    <Tooltip tip={tip} content={t('compareLimit', { MAX: 4 })}>
      <button type="button" {...tip.anchorProps} onClick={() => atLimit && tip.flash()}>
        + مقایسه
      </button>
    </Tooltip>
  );
}

const anchor = () => screen.getByRole('button', { name: '+ مقایسه' });
const tooltip = () => document.getElementById(anchor().getAttribute('aria-describedby')!)!;
const escape = (target: Element = document.activeElement ?? document.body) => {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  act(() => void target.dispatchEvent(event));
  return event;
};

describe('Tooltip', () => {
  it('describes its anchor with the compare limit’s exact words, and is hidden until wanted', () => {
    render(<CompareToggle />);
    expect(t('compareLimit', { MAX: 4 })).toBe(LIMIT);
    expect(screen.getByRole('button', { name: '+ مقایسه', description: LIMIT })).toBe(anchor());
    expect(tooltip().getAttribute('role')).toBe('tooltip');
    expect(tooltip().hidden).toBe(true);
  });

  it('shows while the anchor is hovered, and hides when the pointer leaves', () => {
    render(<CompareToggle />);
    fireEvent.pointerEnter(anchor().parentElement!);
    expect(screen.getByRole('tooltip').textContent).toBe(LIMIT);
    fireEvent.pointerLeave(anchor().parentElement!);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows while the anchor has focus, and hides on blur', () => {
    render(<CompareToggle />);
    act(() => anchor().focus());
    expect(screen.getByRole('tooltip')).toBe(tooltip());
    act(() => anchor().blur());
    expect(tooltip().hidden).toBe(true);
  });

  describe('given a shown tooltip', () => {
    it('Escape hides it', () => {
      render(<CompareToggle />);
      act(() => anchor().focus());
      expect(escape().defaultPrevented).toBe(true);
      expect(tooltip().hidden).toBe(true);
    });

    it('inside an open dialog, Escape hides the tooltip only; the next Escape closes the dialog', () => {
      function InDialog() {
        const dialog = useOverlayState({ defaultOpen: true });
        return (
          <Dialog state={dialog} title="مقایسه">
            <CompareToggle />
          </Dialog>
        );
      }
      render(<InDialog />);
      act(() => anchor().focus());
      escape();
      expect(tooltip().hidden).toBe(true);
      expect(screen.queryByRole('dialog')).not.toBeNull();
      escape();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('Escape during IME composition does nothing', () => {
      render(<CompareToggle />);
      act(() => anchor().focus());
      act(() => void anchor().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, isComposing: true })));
      expect(tooltip().hidden).toBe(false);
    });
  });

  describe('flashed (the compare limit)', () => {
    it('shows for 1.8 s without hover or focus, and is announced', () => {
      vi.useFakeTimers();
      render(<CompareToggle atLimit />);
      fireEvent.click(anchor());
      expect(tooltip().hidden).toBe(false);
      act(() => void vi.advanceTimersByTime(TOOLTIP_FLASH_MS - 1));
      expect(tooltip().hidden).toBe(false);
      act(() => void vi.advanceTimersByTime(1));
      expect(tooltip().hidden).toBe(true);
      expect(TOOLTIP_FLASH_MS).toBe(1800);
      expect(document.querySelector('[data-hsa-announcer]')?.textContent).toBe(LIMIT);
    });
  });
});

describe('flashTooltip (server markup, no Preact)', () => {
  function toggle() {
    document.body.innerHTML = `<p id="hint">برای مقایسه انتخاب کنید</p><button type="button" aria-describedby="hint">+ مقایسه</button>`;
    return document.querySelector('button')!;
  }

  it('shows the message as a tooltip describing the toggle, beside its old description, for 1.8 s', () => {
    vi.useFakeTimers();
    const button = toggle();
    flashTooltip(button, t('compareLimit', { MAX: 4 }));
    expect(screen.getByRole('tooltip').textContent).toBe(LIMIT);
    expect(screen.getByRole('button', { description: `برای مقایسه انتخاب کنید ${LIMIT}` })).toBe(button);
    vi.advanceTimersByTime(1799);
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBe('hint');
  });

  it('is put in the main landmark of its toggle, so nothing of the page is outside one', () => {
    document.body.innerHTML = `<main><ul><li><button type="button">+ مقایسه</button></li></ul></main>`;
    flashTooltip(document.querySelector('button')!, LIMIT);
    expect(screen.getByRole('tooltip').parentElement).toBe(document.querySelector('main'));
  });

  it('announces the message (a description changing under focus is not read)', () => {
    vi.useFakeTimers();
    flashTooltip(toggle(), LIMIT);
    vi.advanceTimersByTime(100);
    expect(document.querySelector('[data-hsa-announcer]')?.textContent).toBe(LIMIT);
  });

  it('hides on Escape, and takes its description away', () => {
    const button = toggle();
    button.removeAttribute('aria-describedby');
    flashTooltip(button, LIMIT);
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    button.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.hasAttribute('aria-describedby')).toBe(false);
  });

  it('flashed again, restarts its time with one tooltip', () => {
    vi.useFakeTimers();
    const button = toggle();
    flashTooltip(button, LIMIT);
    vi.advanceTimersByTime(1000);
    flashTooltip(button, LIMIT);
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    vi.advanceTimersByTime(800);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBe('hint');
  });

  it('sits under the toggle from its inline-start edge (the right one in RTL)', () => {
    const button = toggle();
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue({ top: 100, bottom: 140, left: 700, right: 800, width: 100, height: 40 } as DOMRect);
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1000);
    flashTooltip(button, LIMIT);
    const tip = screen.getByRole('tooltip');
    expect(tip.style.getPropertyValue('inset-block-start')).toBe('146px');
    expect(tip.style.getPropertyValue('inset-inline-start')).toBe('200px');
  });

  it('sits above the toggle in the window\'s lower half, clear of a phone\'s bottom bars', () => {
    const button = toggle();
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue({ top: 700, bottom: 740, left: 100, right: 200, width: 100, height: 40 } as DOMRect);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(30);
    flashTooltip(button, LIMIT);
    expect(screen.getByRole('tooltip').style.getPropertyValue('inset-block-start')).toBe('664px');
    vi.restoreAllMocks();
  });

  it('goes with its toggle while the page scrolls, and stops following once hidden', () => {
    const button = toggle();
    let top = 100;
    vi.spyOn(button, 'getBoundingClientRect').mockImplementation(() => ({ top, bottom: top + 40, left: 700, right: 800, width: 100, height: 40 }) as DOMRect);
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1000);
    const hide = flashTooltip(button, LIMIT);
    const tip = screen.getByRole('tooltip');
    top = 40; // the page scrolled 60 px
    window.dispatchEvent(new Event('scroll'));
    expect(tip.style.getPropertyValue('inset-block-start')).toBe('86px');
    hide();
    top = 0;
    window.dispatchEvent(new Event('scroll'));
    expect(tip.style.getPropertyValue('inset-block-start')).toBe('86px');
    vi.restoreAllMocks();
  });
});
