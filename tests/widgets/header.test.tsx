import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { createDisposables } from '../../shared/islands/disposables';
import { cookie } from '../../shared/platform/storage';
import { $city } from '../../shared/stores/city';
import { CityChooser, CityPicker } from '../../widgets/header/CityDialog';
import { readCategories } from '../../widgets/header/categories';
import { cityOptions } from '../../widgets/header/city-filter';
import { geolocationMessage } from '../../widgets/header/geolocation';
import { MegaMenu } from '../../widgets/header/MegaMenu';
import { MenuDrawer } from '../../widgets/header/MenuDrawer';
import { followScroll } from '../../widgets/header/scroll';
import { CATEGORIES_FIXTURE, fakeGeolocation, fixturePlaceService, MENU_ICON, PIN_ICON, PROVINCES_FIXTURE } from '../../stories/fixtures/header';

/** The header island's views and behaviour (spec sections 2, 4, 7, 8, 9), by role and Persian name. */

describe('the header on scroll (spec section 9)', () => {
  function scrolling(width: number, from = 0) {
    vi.stubGlobal('matchMedia', (query: string) => {
      const max = /max-width:\s*(\d+)/.exec(query);
      const min = /min-width:\s*(\d+)/.exec(query);
      const ok = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
      return { matches: ok, media: query, addEventListener() {}, removeEventListener() {} };
    });
    // A frame at once (0: no frame left pending).
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => (cb(0), 0));
    document.body.innerHTML = '<header class="site-header"><a href="/">خانه</a></header>';
    const header = document.querySelector<HTMLElement>('header')!;
    const d = createDisposables();
    Object.defineProperty(window, 'scrollY', { value: from, configurable: true, writable: true });
    followScroll(header, d);
    const to = (y: number) => {
      (window as { scrollY: number }).scrollY = y;
      window.dispatchEvent(new Event('scroll'));
    };
    return { header, to, d };
  }

  describe('on a phone (≤ 768 px)', () => {
    it('hides the whole header past 20 px once the page has moved down more than 6 px, and not before', () => {
      const top = scrolling(390);
      top.to(20);
      expect(top.header.classList.contains('is-hidden')).toBe(false); // not past 20
      top.to(21);
      expect(top.header.classList.contains('is-hidden')).toBe(true);
      const { header, to } = scrolling(390, 300);
      to(306);
      expect(header.classList.contains('is-hidden')).toBe(false); // moved 6, not more
      to(307);
      expect(header.classList.contains('is-hidden')).toBe(true);
    });

    it('shows it again as the page moves up (more than 6 px from the lowest point), and at the top', () => {
      const { header, to } = scrolling(390);
      to(400);
      to(600);
      expect(header.classList.contains('is-hidden')).toBe(true);
      to(596);
      expect(header.classList.contains('is-hidden')).toBe(true);
      to(590);
      expect(header.classList.contains('is-hidden')).toBe(false);
      to(700);
      expect(header.classList.contains('is-hidden')).toBe(true);
      to(10);
      expect(header.classList.contains('is-hidden')).toBe(false);
    });

    it('with a notice above it, waits until its own place has left the screen (its place ends where the next laid-out element starts)', () => {
      const { header, to } = scrolling(390);
      const script = document.createElement('script'); // not laid out: skipped
      const main = document.createElement('main');
      header.after(script, main);
      Object.defineProperty(main, 'offsetParent', { get: () => document.body });
      main.getBoundingClientRect = () => DOMRect.fromRect({ y: 160 - window.scrollY, width: 390, height: 2000 });
      to(30);
      to(160);
      expect(header.classList.contains('is-hidden')).toBe(false); // its place still on screen
      to(200);
      expect(header.classList.contains('is-hidden')).toBe(true);
      to(500);
      to(150);
      expect(header.classList.contains('is-hidden')).toBe(false);
    });

    it('shows it when focus moves into it (a keyboard user sees where they are)', () => {
      const { header, to } = scrolling(390);
      to(300);
      expect(header.classList.contains('is-hidden')).toBe(true);
      header.querySelector('a')!.focus();
      expect(header.classList.contains('is-hidden')).toBe(false);
    });
  });

  describe('on a desktop (≥ 993 px)', () => {
    it('hides only the bottom bar, after 40 px, and shows it on the way up', () => {
      const { header, to } = scrolling(1366);
      to(38);
      expect(header.classList.contains('is-bottom-hidden')).toBe(false);
      to(60);
      expect(header.classList.contains('is-bottom-hidden')).toBe(true);
      expect(header.classList.contains('is-hidden')).toBe(false);
      to(40);
      expect(header.classList.contains('is-bottom-hidden')).toBe(false);
    });
  });

  it('hides nothing between the two (769–992 px), and undoes its classes on unmount', () => {
    const { header, to, d } = scrolling(900);
    to(500);
    expect(header.className).toBe('site-header');
    d.dispose();
  });
});

describe('the mobile drawer (spec section 2)', () => {
  it('opens from «منو» with the categories and closes on Escape, focus back on the button', async () => {
    render(<MenuDrawer categories={CATEGORIES_FIXTURE} iconHtml={MENU_ICON} />);
    const toggle = screen.getByRole('button', { name: 'منو' });
    toggle.focus();
    fireEvent.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'منو' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'دسته‌بندی کالاها' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'فرز سنگبری' }).getAttribute('href')).toBe('/product-category/angle-grinder/');
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on a click on the overlay', async () => {
    render(<MenuDrawer categories={CATEGORIES_FIXTURE} iconHtml={MENU_ICON} defaultOpen />);
    await screen.findByRole('dialog', { name: 'منو' });
    fireEvent.click(document.querySelector('.hsa-dialog-backdrop')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the city dialog «انتخاب شهر» (spec sections 2, 7, 8)', () => {
  it('filters the provinces\' cities with Persian folding (Arabic ك finds کرمان), and a province brings its cities', () => {
    const byArabicKaf = cityOptions(PROVINCES_FIXTURE, 'كرمان');
    expect(byArabicKaf.map((g) => g.label)).toEqual(['کرمان']);
    expect(byArabicKaf[0]!.options.map((o) => o.label)).toEqual(['کرمان', 'سیرجان']);
    expect(cityOptions(PROVINCES_FIXTURE, 'مشهد')[0]!.options.map((o) => o.label)).toEqual(['مشهد']);
    expect(cityOptions(PROVINCES_FIXTURE, '').flatMap((g) => g.options)).toHaveLength(6);
    expect(cityOptions(PROVINCES_FIXTURE, 'لندن')).toEqual([]);
  });

  it('shows the chosen city on the button and keeps it in the gk_city cookie for 365 days', async () => {
    const set = vi.spyOn(cookie, 'set');
    render(<CityPicker service={fixturePlaceService()} iconHtml={PIN_ICON} />);
    const button = screen.getByRole('button', { name: 'انتخاب شهر' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'انتخاب شهر' });
    const box = screen.getByRole('combobox', { name: 'انتخاب شهر' });
    expect(box.getAttribute('placeholder')).toBe('نام شهر یا استان…'); // the label is hidden (the title says it): this says what to type
    await waitFor(() => expect(dialog.querySelector('.hsa-combobox__status')).toBeNull());
    fireEvent.input(box, { target: { value: 'مشه' } });
    fireEvent.click(await screen.findByRole('option', { name: 'مشهد' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(set).toHaveBeenCalledWith('gk_city', 'مشهد', { days: 365 });
    expect($city.get()).toBe('مشهد');
    expect(screen.getByRole('button', { name: 'انتخاب شهر مشهد' })).toBe(document.activeElement);
  });

  it('shows every city by its province at a tap on the empty box, so a touch shopper can pick without typing', async () => {
    const chosen = vi.fn();
    render(<CityChooser service={fixturePlaceService()} onChoose={chosen} />);
    const box = screen.getByRole('combobox', { name: 'انتخاب شهر' });
    await new Promise((r) => setTimeout(r, 0));
    box.focus();
    fireEvent.click(box);
    const list = await screen.findByRole('listbox', { name: 'انتخاب شهر' });
    expect(within(list).getAllByRole('option')).toHaveLength(6);
    expect(within(list).getAllByRole('group').map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual(PROVINCES_FIXTURE.map((p) => p.name));
    fireEvent.click(within(list).getByRole('option', { name: 'مشهد' }));
    expect(chosen).toHaveBeenCalledWith('مشهد');
  });

  it('says «خطا در دریافت نتایج.» when the places cannot be had', async () => {
    render(<CityChooser service={fixturePlaceService({ failList: true })} onChoose={() => {}} />);
    const box = screen.getByRole('combobox', { name: 'انتخاب شهر' });
    await new Promise((r) => setTimeout(r, 0));
    fireEvent.input(box, { target: { value: 'تهر' } });
    expect(await screen.findByText('خطا در دریافت نتایج.')).toBeTruthy();
  });

  describe('«استفاده از موقعیت من»', () => {
    it('picks the city nearest to the browser\'s position', async () => {
      const chosen = vi.fn();
      render(<CityChooser service={fixturePlaceService()} geolocation={fakeGeolocation({ lat: 36.3, lng: 59.5 })} onChoose={chosen} />);
      fireEvent.click(screen.getByRole('button', { name: 'استفاده از موقعیت من' }));
      await waitFor(() => expect(chosen).toHaveBeenCalledWith('مشهد'));
    });

    it.each([
      [1, 'اجازه دسترسی به موقعیت مکانی داده نشد.'],
      [2, 'اطلاعات موقعیت مکانی در دسترس نیست.'],
      [3, 'زمان درخواست موقعیت مکانی به پایان رسید.'],
      [9, 'خطای ناشناخته‌ای رخ داد.'],
    ])('alerts the geolocation error of code %i: «%s»', async (code, message) => {
      const chosen = vi.fn();
      render(<CityChooser service={fixturePlaceService()} geolocation={fakeGeolocation({ code })} onChoose={chosen} />);
      fireEvent.click(screen.getByRole('button', { name: 'استفاده از موقعیت من' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
      expect(chosen).not.toHaveBeenCalled();
    });

    it('says the browser has no geolocation when it has none, and the default for an error without a code', () => {
      expect(geolocationMessage(new Error('?'))).toBe('geoDefault');
      expect(geolocationMessage({ code: 1 })).toBe('geoDenied');
    });

    it('alerts «مرورگر شما از موقعیت‌یابی پشتیبانی نمی‌کند.» without geolocation', async () => {
      vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
      render(<CityChooser service={fixturePlaceService()} onChoose={() => {}} />);
      fireEvent.click(screen.getByRole('button', { name: 'استفاده از موقعیت من' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('مرورگر شما از موقعیت‌یابی پشتیبانی نمی‌کند.'));
    });

    it('when reverse geocoding fails, puts «موقعیت شما» in the field and says «تعیین آدرس شما ممکن نشد.»', async () => {
      const chosen = vi.fn();
      render(<CityChooser service={fixturePlaceService({ failReverse: true })} geolocation={fakeGeolocation({ lat: 35.7, lng: 51.4 })} onChoose={chosen} />);
      fireEvent.click(screen.getByRole('button', { name: 'استفاده از موقعیت من' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('تعیین آدرس شما ممکن نشد.'));
      expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('موقعیت شما');
      expect(chosen).not.toHaveBeenCalled();
    });
  });
});

describe('the mega menu (spec section 2)', () => {
  it('is a disclosure navigation whose «دسته‌بندی کالاها» panel has top tabs (ابزار برقی, ابزار دستی…) and sub-tabs of links', async () => {
    render(<MegaMenu categories={CATEGORIES_FIXTURE} />);
    expect(screen.queryByRole('menu')).toBeNull();
    const all = screen.getByRole('button', { name: 'دسته‌بندی کالاها' });
    fireEvent.click(all);
    expect(all.getAttribute('aria-expanded')).toBe('true');
    const top = screen.getByRole('tablist', { name: 'دسته‌بندی کالاها' });
    expect(Array.from(top.querySelectorAll('[role=tab]')).map((t) => t.textContent)).toEqual(['ابزار برقی', 'ابزار دستی', 'چسب']);
    fireEvent.click(screen.getByRole('tab', { name: 'ابزار دستی' }));
    const sub = await screen.findByRole('tablist', { name: 'ابزار دستی' });
    expect(sub.getAttribute('aria-orientation')).toBe('vertical');
    fireEvent.click(screen.getByRole('tab', { name: 'آچار' }));
    expect((await screen.findByRole('link', { name: 'آچار' })).getAttribute('href')).toBe('/product-category/wrench/');
    // The top categories stay links in the bar.
    expect(screen.getAllByRole('link', { name: 'ابزار برقی' })[0]!.getAttribute('href')).toBe('/product-category/electric-tools/');
  });

  it('shows in a sub-tab\'s panel the sub-category and the links the theme printed under it (its brands)', async () => {
    render(<MegaMenu categories={CATEGORIES_FIXTURE} />);
    fireEvent.click(screen.getByRole('button', { name: 'دسته‌بندی کالاها' }));
    const panel = await screen.findByRole('tabpanel', { name: 'دریل' });
    expect(within(panel).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['دریل', '/product-category/drill/'],
      ['دریل رونیکس', '/product-category/drill/?_brand=ronix'],
      ['دریل بوش', '/product-category/drill/?_brand=bosch'],
      ['دریل اکتیو', '/product-category/drill/?_brand=active'],
    ]);
    expect(within(panel).getByRole('list')).toBeTruthy();
  });

  it('reads the tree from the category bar the theme printed: top, sub-categories, and the links under each (brands)', () => {
    const nav = document.createElement('nav');
    nav.innerHTML = `<ul class="category-nav">
      <li class="category-nav__all"><button type="button">دسته‌بندی کالاها</button></li>
      <li><a href="/c/tools/">ابزار برقی</a><ul>
        <li><a href="/c/drill/">دریل</a><ul class="category-nav__brands"><li><a href="/c/drill/?_brand=ronix">دریل رونیکس</a></li><li><a href="/c/drill/?_brand=bosch">دریل بوش</a></li></ul></li>
        <li><a href="/c/grinder/">فرز</a></li>
      </ul></li>
      <li><a href="/c/glue/">چسب</a></li>
    </ul>`;
    expect(readCategories(nav)).toEqual([
      {
        name: 'ابزار برقی',
        href: '/c/tools/',
        children: [
          { name: 'دریل', href: '/c/drill/', links: [{ name: 'دریل رونیکس', href: '/c/drill/?_brand=ronix' }, { name: 'دریل بوش', href: '/c/drill/?_brand=bosch' }] },
          { name: 'فرز', href: '/c/grinder/', links: [] },
        ],
      },
      { name: 'چسب', href: '/c/glue/', children: [] },
    ]);
  });

  it('moves along the bar with ArrowLeft in RTL and closes on Escape, focus back on its button', () => {
    render(<MegaMenu categories={CATEGORIES_FIXTURE} />);
    const all = screen.getByRole('button', { name: 'دسته‌بندی کالاها' });
    all.focus();
    fireEvent.click(all);
    fireEvent.keyDown(all, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toBe('ابزار برقی');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(all.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(all);
  });
});
