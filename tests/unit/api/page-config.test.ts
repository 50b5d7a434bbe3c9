import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageConfigSchema } from '../../../shared/api/contracts/page-config';
import { getConfig, resetConfig } from '../../../shared/api/page-config';
import { pageConfigDefaults, parsePageConfig } from '../../../shared/api/page-config-guard';
import { getNonce } from '../../../shared/api/nonce';
import { t } from '../../../shared/platform/messages';

const validConfig = fc.record(
  {
    siteName: fc.string(),
    homeUrl: fc.string(),
    cartUrl: fc.string(),
    checkoutUrl: fc.string(),
    isCart: fc.boolean(),
    isCheckout: fc.boolean(),
    rest: fc.record({ root: fc.string(), nonce: fc.string() }, { requiredKeys: [] }),
    ajaxUrl: fc.string(),
    wcAjaxUrl: fc.string(),
    cartNamespace: fc.string(),
    cartCount: fc.oneof(fc.nat(), fc.integer({ min: -5, max: -1 }), fc.stringMatching(/^-?[0-9]{1,6}$/), fc.constant('abc')),
    redirectAfterAdd: fc.boolean(),
    i18n: fc.dictionary(fc.string(), fc.string()),
  },
  { requiredKeys: [] },
);

describe('the page config guard (the load path) and the zod contract (PHP and tests)', () => {
  it('agree on every well-typed config, defaults included', () => {
    fc.assert(
      fc.property(validConfig, (raw) => {
        const zod = pageConfigSchema.safeParse(raw);
        expect(zod.success).toBe(true);
        const guarded = parsePageConfig(raw);
        expect(guarded.problems).toEqual([]);
        expect(guarded.value).toEqual(zod.success ? zod.data : null);
      }),
    );
  });

  it('gives the contract defaults for an empty or missing config', () => {
    expect(parsePageConfig({}).value).toEqual(pageConfigSchema.parse({}));
    expect(parsePageConfig(undefined)).toEqual({ value: pageConfigDefaults(), problems: [] });
  });

  it('keeps the good fields when one is broken, and names the broken one', () => {
    const { value, problems } = parsePageConfig({ cartUrl: 42, rest: { nonce: 'n1' }, isCart: 'yes', i18n: { cart: 7 } });
    expect(value.rest).toEqual({ root: '/wp-json/', nonce: 'n1' });
    expect(value.cartUrl).toBe('/checkout-cart/');
    expect(value.isCart).toBe(false);
    expect(problems).toEqual(['cartUrl: unexpected number', 'isCart: unexpected string', 'i18n: unexpected object']);
  });

  it('drops a `__proto__` key from the message overrides, as the contract does (found by the property above)', () => {
    const raw = JSON.parse('{"i18n":{"__proto__":"","cart":"x"}}');
    expect(parsePageConfig(raw).value.i18n).toEqual(pageConfigSchema.parse(raw).i18n);
    expect(Object.keys(parsePageConfig(raw).value.i18n)).toEqual(['cart']);
  });

  it('reports a config that is not an object', () => {
    expect(parsePageConfig([1]).problems).toEqual(['(config): not an object']);
    expect(parsePageConfig('x').value).toEqual(pageConfigDefaults());
  });
});

describe('getConfig', () => {
  afterEach(() => {
    document.getElementById('hsa-config')?.remove();
    resetConfig();
    vi.restoreAllMocks();
  });

  it('applies the nonce and the message overrides once, and warns about a broken field without losing the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="hsa-config">${JSON.stringify({ rest: { nonce: 'abc' }, i18n: { cart: 'سبد' }, isCheckout: 3 })}</script>`,
    );
    const config = getConfig();
    expect(getConfig()).toBe(config);
    expect(getNonce()).toBe('abc');
    expect(t('cart')).toBe('سبد');
    expect(config.isCheckout).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[1])).toContain('isCheckout');
  });
});
