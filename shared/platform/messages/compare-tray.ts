import { messagesFor } from '../i18n';

/**
 * The copy of the compare-tray island (widgets/compare-tray): it loads with that island's code, not with every page.
 * Defaults from ../shared/spec/fa-IR-strings.md; "(ours)" marks copy the spec does not give. A site overrides any
 * key through the page config (`i18n`).
 */
export const compareTrayMessages = {
  compareToggle: '+ مقایسه',
  compareSelected: 'انتخاب شد',
  compareCancel: 'انصراف',
  compareRemove: 'حذف از مقایسه',
} as const;

/** `t()` for the compare-tray island: its own keys and the core ones. */
export const t = messagesFor(compareTrayMessages);
