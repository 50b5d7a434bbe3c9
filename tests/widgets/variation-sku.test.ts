import { fireEvent } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { createBehaviour } from '../../shared/islands/define-behaviour';
import { setupVariationSku } from '../../widgets/add-to-cart/variation-sku';

afterEach(() => {
  document.body.innerHTML = '';
});

describe("a variable product's SKU", () => {
  it('follows the variation chosen, and comes back to the product\'s own for a choice without one', () => {
    document.body.innerHTML = `<article class="product"><p><span>کد محصول: <bdi class="sku" dir="ltr">FS-9264</bdi></span></p>
      <form class="cart"><fieldset class="variations">
        <label><input type="radio" name="variation_id" value="1" data-sku="FS-9264-280"> ۲۸۰ میلی‌لیتر</label>
        <label><input type="radio" name="variation_id" value="2" data-sku=""> ۳۱۰ میلی‌لیتر</label>
      </fieldset><input name="quantity" value="1"></form></article>`;
    const stop = createBehaviour({ name: 'variation-sku', setup: setupVariationSku }).start(document);
    const sku = document.querySelector('.sku')!;
    const [first, second] = document.querySelectorAll<HTMLInputElement>('input[name="variation_id"]');
    first!.checked = true;
    fireEvent.change(first!);
    expect(sku.textContent).toBe('FS-9264-280');
    second!.checked = true;
    fireEvent.change(second!);
    expect(sku.textContent).toBe('FS-9264');
    fireEvent.change(document.querySelector('input[name="quantity"]')!);
    expect(sku.textContent).toBe('FS-9264');
    stop();
    fireEvent.change(first!);
    expect(sku.textContent, 'stopped, it lets the SKU be').toBe('FS-9264');
  });
});
