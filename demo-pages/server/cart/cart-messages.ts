import { formatMessage } from '../../../shared/platform/messages';
import { faIR } from '../../../shared/platform/messages';
import type { CartMessages } from './cart-service';

/**
 * The cart's notices, in Persian with Persian digits, like WooCommerce's fa_IR notices. A module of its own (no
 * database, no Node built-ins) so Storybook and tests can show exactly what the server says.
 */
const LIMIT = 'نمی‌توانید این تعداد «{title}» را به سبد اضافه کنید؛ حداکثر تعداد قابل خرید {max} است.';
const LIMIT_IN_CART = 'نمی‌توانید این تعداد «{title}» را به سبد اضافه کنید؛ حداکثر تعداد قابل خرید {max} است و {inCart} عدد در سبد شماست.';

export const cartMessages: CartMessages = {
  notFound: 'این محصول پیدا نشد.',
  badQuantity: 'تعداد باید عددی صحیح و بزرگ‌تر از صفر باشد.',
  needsOptions: (title) => `لطفاً گزینه‌های «${title}» را انتخاب کنید.`,
  outOfStock: (title) => `«${title}» ناموجود است و به سبد خرید اضافه نشد.`,
  soldIndividually: (title) => `نمی‌توانید «${title}» دیگری به سبد خرید اضافه کنید.`,
  limit: (title, max, inCart) =>
    formatMessage(inCart > 0 ? LIMIT_IN_CART : LIMIT, { title, max, inCart }),
  minRaised: (min) => formatMessage(faIR.minQty, { min }),
};
