import { mountPreact } from '../../shared/islands/mount-preact';
import { t } from '../../shared/platform/i18n';
import { Dialog, useDialogTrigger } from '../../shared/ui/Dialog';
import { useOverlayState } from '../../shared/ui/use-overlay-trigger';
import type { PartMount } from '../../shared/islands/lazy-part';
import './services.css';

/**
 * The services item and its modal (spec sections 2 and 4): a Dialog titled «خدمات» with a backdrop, × and Escape,
 * focus kept inside while open and given back to the item; the content is the server's markup (the bar's
 * `<template data-services-content>`), shown as it is.
 */
export interface ServicesItemProps {
  iconHtml: string;
  contentHtml: string;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
}

export function ServicesItem({ iconHtml, contentHtml, onOpenChange, defaultOpen }: ServicesItemProps) {
  const dialog = useOverlayState({ defaultOpen, onOpenChange: (open) => onOpenChange?.(open) });
  return (
    <>
      <button class="mobile-nav__link" data-adopt="nav-services" {...useDialogTrigger(dialog)}>
        <span class="mobile-nav__icon" dangerouslySetInnerHTML={{ __html: iconHtml }} />
        <span class="mobile-nav__label">{t('services')}</span>
      </button>
      <Dialog state={dialog} title={t('services')} class="services-dialog">
        <div class="services-dialog__content" dangerouslySetInnerHTML={{ __html: contentHtml }} />
      </Dialog>
    </>
  );
}

export const mountServices =
  (contentHtml: string, onOpenChange: (open: boolean) => void): PartMount =>
  (item) =>
    mountPreact(item, <ServicesItem iconHtml={item.querySelector('.mobile-nav__icon')?.innerHTML ?? ''} contentHtml={contentHtml} onOpenChange={onOpenChange} />);
