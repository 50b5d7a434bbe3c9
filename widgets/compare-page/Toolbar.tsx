import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useEffect, useState } from 'react';
import type { JSX } from 'preact';
import { t } from '../../shared/platform/messages/compare-page';
import { Dialog, useDialogTrigger } from '../../shared/ui/Dialog';
import { useOverlayState } from '../../shared/ui/use-overlay-trigger';
import type { AddModalProps } from './AddModal';

/**
 * The toolbar over the table: the «فقط تفاوت‌ها» switch (with two products or more) and the button that opens the
 * «افزودن محصول به مقایسه» dialog. The dialog's search is its own chunk, fetched as the shopper reaches for the button.
 */
export interface ToolbarProps {
  ids: ReadableAtom<number[]>;
  diff: ReadableAtom<boolean>;
  max: number;
  onDiff: (on: boolean) => void;
  onAdd: (id: number) => Promise<boolean>;
  loadModal: () => Promise<{ AddModal: (props: AddModalProps) => JSX.Element }>;
  defaultOpen?: boolean;
}

export function Toolbar({ ids: $ids, diff: $diff, max, onDiff, onAdd, loadModal, defaultOpen }: ToolbarProps) {
  const ids = useStore($ids);
  const diff = useStore($diff);
  const dialog = useOverlayState({ defaultOpen });
  const [Modal, setModal] = useState<((props: AddModalProps) => JSX.Element) | null>(null);
  const [failed, setFailed] = useState(false);
  const fetchModal = () => {
    if (!Modal) loadModal().then((m) => setModal(() => m.AddModal), () => setFailed(true));
  };
  useEffect(() => {
    if (dialog.open) fetchModal();
  }, [dialog.open]);

  return (
    <>
      {ids.length > 1 ? (
        <label class="compare-switch">
          <input type="checkbox" role="switch" checked={diff} onChange={(event) => onDiff(event.currentTarget.checked)} />
          <span>{t('compareDiffOnly')}</span>
        </label>
      ) : null}
      <button class="button button--primary compare-add" data-compare-add onPointerEnter={fetchModal} onFocus={fetchModal} {...useDialogTrigger(dialog)}>
        {t('compareModalTitle')}
      </button>
      <Dialog state={dialog} title={t('compareModalTitle')} class="compare-dialog">
        {Modal ? (
          <Modal
            ids={ids}
            max={max}
            onAdd={async (id) => {
              if (await onAdd(id)) dialog.close();
            }}
          />
        ) : (
          <p class={failed ? 'compare-search__status compare-search__status--error' : 'compare-search__status'} role="status">
            {t(failed ? 'connectionError' : 'searching')}
          </p>
        )}
      </Dialog>
    </>
  );
}
