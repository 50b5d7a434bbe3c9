import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { t } from '../../shared/platform/messages/header';
import type { headerMessages } from '../../shared/platform/messages/header';
import { $city, setCity } from '../../shared/stores/city';
import { Combobox } from '../../shared/ui/Combobox';
import { Dialog, useDialogTrigger } from '../../shared/ui/Dialog';
import { useOverlayState } from '../../shared/ui/use-overlay-trigger';
import { cityOptions } from './city-filter';
import { currentPosition } from './geolocation';
import type { PlaceService, Province } from './place-service';

type MessageKey = keyof typeof headerMessages;

/**
 * The location button and the city dialog «انتخاب شهر» (spec sections 2, 7, 8): a Dialog with a Combobox of the
 * provinces' cities (Persian-folded search) and «استفاده از موقعیت من», which asks the browser for the position and
 * the place service for the nearest city, with every geolocation alert of section 8. The choice goes to $city
 * (cookie `gk_city`, 365 days) and the button shows it.
 */
export interface CityPickerProps {
  service: PlaceService;
  /** The server's pin icon, reused as it is. */
  iconHtml: string;
  /** Geolocation, for tests and stories. @defaultValue navigator.geolocation */
  geolocation?: Geolocation | undefined;
  defaultOpen?: boolean;
}

export function CityPicker({ service, iconHtml, geolocation, defaultOpen }: CityPickerProps) {
  const city = useStore($city);
  const dialog = useOverlayState({ defaultOpen });
  const choose = (name: string) => {
    setCity(name);
    dialog.close('programmatic');
  };
  return (
    <>
      <button class="header-action site-header__city-button" data-adopt="header-city" {...useDialogTrigger(dialog)} aria-labelledby={city ? 'header-city-label header-city-name' : 'header-city-name'}>
        <span class="site-header__icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: iconHtml }} />
        <span class="hsa-visually-hidden" id="header-city-label">
          {t('chooseCity')}
        </span>
        <span class="site-header__city-name header-action__label" id="header-city-name">
          {city ?? t('chooseCity')}
        </span>
      </button>
      {/* With a mouse or a keyboard the search box takes the focus, to type at once; on a touch screen the × does, so
          no keyboard comes up over the list before the shopper asks for it. */}
      <Dialog state={dialog} title={t('chooseCity')} class="city-dialog" initialFocus={() => (matchMedia('(pointer:fine)').matches ? document.querySelector<HTMLElement>('.city-dialog input') : null)}>
        <CityChooser service={service} geolocation={geolocation} onChoose={choose} />
      </Dialog>
    </>
  );
}

type Locating = { busy: boolean; alert: MessageKey | null };

export function CityChooser({ service, geolocation, onChoose }: { service: PlaceService; geolocation?: Geolocation | undefined; onChoose(name: string): void }) {
  const [provinces, setProvinces] = useState<Province[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  // The field's text set from outside (reverse geocoding failed: «موقعیت شما»): a new Combobox with it typed.
  const [field, setField] = useState({ key: 0, text: '' });
  const [locating, setLocating] = useState<Locating>({ busy: false, alert: null });

  useEffect(() => {
    const controller = new AbortController();
    service.provinces(controller.signal).then(setProvinces, () => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [service]);

  const items = useMemo(() => cityOptions(provinces ?? [], query), [provinces, query]);

  const locate = async () => {
    setLocating({ busy: true, alert: null });
    const position = await currentPosition(geolocation ?? navigator.geolocation);
    if (!position.ok) return setLocating({ busy: false, alert: position.message });
    try {
      const place = await service.reverse(position);
      setLocating({ busy: false, alert: null });
      onChoose(place.name);
    } catch {
      setField((f) => ({ key: f.key + 1, text: t('yourLocation') }));
      setLocating({ busy: false, alert: 'addressUnknown' });
    }
  };

  return (
    <div class="city-dialog__body">
      <button type="button" class="city-dialog__locate" aria-disabled={locating.busy} onClick={() => !locating.busy && void locate()}>
        {t('useMyLocation')}
      </button>
      <p class="city-dialog__alert" role="alert">
        {locating.alert ? t(locating.alert) : null}
      </p>
      <Combobox
        key={field.key}
        label={t('chooseCity')}
        hideLabel
        placeholder={t('cityPlaceholder')}
        defaultQuery={field.text}
        items={items}
        openOnPress
        onQueryChange={setQuery}
        onSelect={(option) => {
          onChoose(option.label);
          return false;
        }}
        status={failed ? t('placesError') : provinces ? undefined : t('loading')}
        class="city-dialog__search"
      />
    </div>
  );
}
