import { toPersianDigits } from '../../../shared/platform/digits';
import { formatMessage } from '../../../shared/platform/i18n';
import { faIR } from '../../../shared/platform/messages';
import type { CartMessages } from './cart-service';

/**
 * The cart's notices, in Persian with Persian digits, like WooCommerce's fa_IR notices. A module of its own (no
 * database, no Node built-ins) so Storybook and tests can show exactly what the server says.
 */
export const cartMessages: CartMessages = {
  notFound: 'این محصول پیدا نشد.',
  needsOptions: (title) => `لطفاً گزینه‌های «${title}» را انتخاب کنید.`,
  outOfStock: (title) => `«${title}» ناموجود است و به سبد خرید اضافه نشد.`,
  soldIndividually: (title) => `نمی‌توانید «${title}» دیگری به سبد خرید اضافه کنید.`,
  limit: (title, max, inCart) =>
    `نمی‌توانید این تعداد «${title}» را به سبد اضافه کنید. ${formatMessage(faIR.maxQty, { max })}${inCart > 0 ? `؛ ${toPersianDigits(inCart)} عدد در سبد شماست.` : ''}`,
  minRaised: (min) => formatMessage(faIR.minQty, { min }),
};
