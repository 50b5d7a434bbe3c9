import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatToman, setMessages, t } from '../../../shared/platform/i18n';
import { faIR, t as tAll } from '../../../shared/platform/messages';
import { core } from '../../../shared/platform/messages/core';
import { loginMessages, t as tLogin } from '../../../shared/platform/messages/login';

afterEach(() => setMessages(undefined));

const groupFiles = readdirSync('shared/platform/messages').filter((f) => f.endsWith('.ts'));

describe('i18n', () => {
  it('has the Persian defaults of fa-IR-strings.md', () => {
    expect(tAll('addToCart')).toBe('افزودن به سبد خرید');
    expect(tAll('cartEmpty')).toBe('سبد خرید شما خالی است');
    expect(tAll('showPassword')).toBe('نمایش رمز عبور');
    expect(t('cart')).toBe('سبد خرید');
  });

  it('fills placeholders, numbers in Persian digits', () => {
    expect(t('maxQty', { max: 12 })).toBe('حداکثر تعداد قابل خرید: ۱۲');
    expect(tAll('resultCount', { count: 1500 })).toBe('۱٬۵۰۰ محصول');
    expect(tAll('inBreadcrumbs', { breadcrumbs: 'ابزار برقی' })).toBe('در ابزار برقی');
  });

  it('takes a site’s overrides, in every group, ignoring non-strings and blanks', () => {
    setMessages({ cart: 'سبد من', sendCode: 'بفرست', nope: 'x', checkout: 42, viewCart: '  ' });
    expect(t('cart')).toBe('سبد من');
    expect(tLogin('sendCode')).toBe('بفرست');
    expect(tAll('sendCode')).toBe('بفرست');
    expect(tAll('checkout')).toBe(faIR.checkout);
    expect(t('viewCart')).toBe(faIR.viewCart);
  });

  it("an island's t has its own keys and the core ones", () => {
    expect(tLogin('logout')).toBe(loginMessages.logout);
    expect(tLogin('close')).toBe(core.close);
  });

  it('writes prices in toman with Persian digits', () => {
    expect(formatToman(1250000)).toBe('۱٬۲۵۰٬۰۰۰ تومان');
  });
});

describe('the copy, split by who needs it', () => {
  it('each key is in exactly one group, and faIR is all of them', async () => {
    const seen = new Map<string, string>();
    for (const file of groupFiles) {
      const mod = (await import(`../../../shared/platform/messages/${file}`)) as Record<string, unknown>;
      const group = Object.values(mod).find((v): v is Record<string, string> => typeof v === 'object' && v !== null)!;
      for (const key of Object.keys(group)) {
        expect(seen.get(key), `${key} in ${file} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, file);
      }
    }
    expect([...seen.keys()].sort()).toEqual(Object.keys(faIR).sort());
  });

  it('browser code never imports the whole copy (a page would download every island’s strings)', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && /^import (?!type )[^;]*from '[./]*(shared\/)?platform\/messages';/m.test(readFileSync(path, 'utf8'))) offenders.push(path);
      }
    };
    walk('shared');
    walk('widgets');
    expect(offenders).toEqual([]);
  });

  it('the test above fails on such an import', () => {
    expect(/^import (?!type )[^;]*from '[./]*(shared\/)?platform\/messages';/m.test("import { t } from '../../shared/platform/messages';")).toBe(true);
    expect(/^import (?!type )[^;]*from '[./]*(shared\/)?platform\/messages';/m.test("import { t } from '../../shared/platform/messages/login';")).toBe(false);
  });
});
