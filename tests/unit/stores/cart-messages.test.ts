import { describe, expect, it } from 'vitest';
import { noticeMessages, quantityMessages } from '../../../shared/stores/cart-messages';

const meta = (m: Partial<{ applied: number; requested: number; sold_individually: boolean; max: number; min: number }>) => ({
  applied: 1,
  requested: 1,
  sold_individually: false,
  max: 0,
  min: 0,
  ...m,
});

describe('mini-cart quantity messages (spec section 5)', () => {
  it('says nothing when the server applied what was asked', () => {
    expect(quantityMessages(meta({ applied: 3, requested: 3, max: 3 }))).toEqual([]);
    expect(quantityMessages(undefined)).toEqual([]);
  });

  it('explains a product sold individually', () => {
    expect(quantityMessages(meta({ applied: 1, requested: 2, sold_individually: true, max: 1 }))).toContain(
      'این محصول به‌صورت تکی فروخته می‌شود و حداکثر ۱ عدد قابل خرید است.',
    );
  });

  it('gives the maximum in Persian digits', () => {
    expect(quantityMessages(meta({ applied: 12, requested: 13, max: 12 }))).toEqual(['حداکثر تعداد قابل خرید: ۱۲']);
  });

  it('gives the minimum when asking for fewer than it', () => {
    expect(quantityMessages(meta({ applied: 5, requested: 4, min: 5 }))).toEqual(['حداقل تعداد قابل خرید: ۵']);
    expect(quantityMessages(meta({ applied: 0, requested: 0, min: 5 }))).toEqual([]);
  });

  it('lists the server notices, errors first, blanks dropped', () => {
    expect(noticeMessages({ error: ['خطا'], notice: ['توجه', ' '], success: ['انجام شد'] })).toEqual(['خطا', 'توجه', 'انجام شد']);
  });
});
