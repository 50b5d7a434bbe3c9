import { core } from './messages/core';
import { facetSidebarMessages } from './messages/facet-sidebar';
import { serverMessages } from './messages/server';
import { listingGridMessages } from './messages/listing-grid';
import { listingMoreMessages } from './messages/listing-more';
import { compareTrayMessages } from './messages/compare-tray';
import { comparePageMessages } from './messages/compare-page';
import { liveSearchMessages } from './messages/live-search';
import { loginMessages } from './messages/login';
import { headerMessages } from './messages/header';
import { fieldErrorMessages } from './messages/field-errors';
import { addToCartMessages } from './messages/add-to-cart';
import { messagesFor } from './i18n';

/**
 * The whole Persian copy (../shared/spec/fa-IR-strings.md), as the default message of each key: the groups of
 * ./messages/ together. For the server's templates, stories and tests. Browser code never imports this module (a
 * page would download every island's copy): it takes `t` from ../platform/i18n (the core keys) or from its island's
 * group, `./messages/<island>.ts` (tests/unit/platform/i18n.test.ts keeps that).
 * A site overrides any of them through the page config (`i18n`), never by editing these files.
 * Placeholders are `{name}`; format them with `t()` so numbers come out in Persian digits.
 */
export const faIR = {
  ...core,
  ...facetSidebarMessages,
  ...serverMessages,
  ...listingGridMessages,
  ...listingMoreMessages,
  ...compareTrayMessages,
  ...comparePageMessages,
  ...liveSearchMessages,
  ...loginMessages,
  ...headerMessages,
  ...fieldErrorMessages,
  ...addToCartMessages,
} as const;

export type MessageKey = keyof typeof faIR;
export type Messages = Record<MessageKey, string>;

export * from './i18n';
/** `t()` over every key: the server's templates print any of them. */
export const t = messagesFor(faIR);
