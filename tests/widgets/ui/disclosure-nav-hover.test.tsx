import { act, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DisclosureNav, type NavSection } from '../../../shared/ui/DisclosureNav';

/** DisclosureNav's hover intent (`hoverDelay`): the mega menu opens only for a mouse that rests on an item. */
const sections: NavSection[] = [
  { id: 'electric', label: 'ابزار برقی', links: [{ label: 'دریل', href: '/product-category/drill/' }] },
  { id: 'hand', label: 'ابزار دستی', links: [{ label: 'آچار', href: '/product-category/wrench/' }] },
];
const item = (name: string) => screen.getByRole('button', { name }).closest('li')!;
const isOpen = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded') === 'true';

afterEach(() => vi.useRealTimers());

describe('the disclosure navigation with a hover delay', () => {
  it('opens a panel only once the mouse has rested on its item for the delay', () => {
    vi.useFakeTimers();
    render(<DisclosureNav label="دسته‌بندی کالاها" sections={sections} openOnHover hoverDelay={150} />);
    fireEvent.pointerEnter(item('ابزار برقی'), { pointerType: 'mouse' });
    act(() => void vi.advanceTimersByTime(149));
    expect(isOpen('ابزار برقی')).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(isOpen('ابزار برقی')).toBe(true);
  });

  it('opens nothing for a mouse that crosses an item on its way (leaves within the delay)', () => {
    vi.useFakeTimers();
    render(<DisclosureNav label="دسته‌بندی کالاها" sections={sections} openOnHover hoverDelay={150} />);
    fireEvent.pointerEnter(item('ابزار برقی'), { pointerType: 'mouse' });
    act(() => void vi.advanceTimersByTime(100));
    fireEvent.pointerLeave(item('ابزار برقی'), { pointerType: 'mouse' });
    fireEvent.pointerEnter(item('ابزار دستی'), { pointerType: 'mouse' });
    act(() => void vi.advanceTimersByTime(200));
    expect(isOpen('ابزار برقی')).toBe(false);
    expect(isOpen('ابزار دستی')).toBe(true);
  });

  it('still opens at once from the keyboard or a click', () => {
    vi.useFakeTimers();
    render(<DisclosureNav label="دسته‌بندی کالاها" sections={sections} openOnHover hoverDelay={150} />);
    fireEvent.click(screen.getByRole('button', { name: 'ابزار دستی' }));
    expect(isOpen('ابزار دستی')).toBe(true);
  });

  it('with closeOnScroll, closes what is open when the page really scrolls, and not otherwise', () => {
    render(<DisclosureNav label="دسته‌بندی کالاها" sections={sections} closeOnScroll />);
    fireEvent.click(screen.getByRole('button', { name: 'ابزار برقی' }));
    window.dispatchEvent(new Event('scroll')); // no movement: not a scroll
    expect(isOpen('ابزار برقی')).toBe(true);
    Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(isOpen('ابزار برقی')).toBe(false);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
