import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit, on } from '../../../shared/events/bridge';

afterEach(() => {
  delete (globalThis as { jQuery?: unknown }).jQuery;
  document.body.innerHTML = '';
});

describe('the event bridge', () => {
  it('works without jQuery: native events, and the unsubscribe stops them', () => {
    const heard = vi.fn();
    const off = on('wc_fragments_refreshed', heard);
    emit('wc_fragments_refreshed', {});
    off();
    emit('wc_fragments_refreshed', {});
    expect(heard).toHaveBeenCalledTimes(1);
  });

  describe('with jQuery on the page', () => {
    it('triggers WooCommerce’s jQuery event with its arguments when we emit', () => {
      (globalThis as { jQuery?: unknown }).jQuery = jQuery;
      const button = document.createElement('a');
      button.dataset.product_id = '42';
      document.body.append(button);
      const heard = vi.fn();
      jQuery(document.body).on('added_to_cart', (_e: unknown, fragments: unknown, hash: unknown, $button: { data(k: string): unknown }) =>
        heard(fragments, hash, $button.data('product_id')),
      );
      emit('added_to_cart', { fragments: { 'div.x': '<div class="x"></div>' }, cartHash: 'h1', button });
      expect(heard).toHaveBeenCalledTimes(1);
      expect(heard).toHaveBeenCalledWith({ 'div.x': '<div class="x"></div>' }, 'h1', 42);
    });

    it('hears a jQuery trigger from another script, with the arguments unpacked', () => {
      (globalThis as { jQuery?: unknown }).jQuery = jQuery;
      const heard = vi.fn();
      const off = on('added_to_cart', (detail, event) => heard(detail.cartHash, detail.button?.id, event));
      const button = document.createElement('button');
      button.id = 'b';
      jQuery(document.body).trigger('added_to_cart', [{}, 'h2', jQuery(button)]);
      expect(heard).toHaveBeenCalledWith('h2', 'b', null);
      off();
      jQuery(document.body).trigger('added_to_cart', [{}, 'h3', jQuery(button)]);
      expect(heard).toHaveBeenCalledTimes(1);
    });

    it('does not hear its own event twice (native and jQuery)', () => {
      (globalThis as { jQuery?: unknown }).jQuery = jQuery;
      const heard = vi.fn();
      on('wc_fragments_loaded', heard);
      emit('wc_fragments_loaded', {});
      expect(heard).toHaveBeenCalledTimes(1);
    });

    it('hears a native event from a script without jQuery once, even though jQuery listens natively too', () => {
      (globalThis as { jQuery?: unknown }).jQuery = jQuery;
      const heard = vi.fn();
      on('updated_cart_totals', heard);
      document.body.dispatchEvent(new CustomEvent('updated_cart_totals', { detail: {} }));
      expect(heard).toHaveBeenCalledTimes(1);
    });

    it('keeps going when a third-party jQuery handler throws', () => {
      (globalThis as { jQuery?: unknown }).jQuery = jQuery;
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      jQuery(document.body).on('removed_from_cart', () => {
        throw new Error('theme bug');
      });
      const heard = vi.fn();
      on('removed_from_cart', heard);
      expect(() => emit('removed_from_cart', {})).not.toThrow();
      expect(heard).toHaveBeenCalledTimes(1);
    });
  });
});
