import type { ComboboxGroup } from '../../shared/ui/combobox-state';
import { normalizePersian } from '../../shared/platform/persian-text';
import type { Place, Province } from './place-service';

/**
 * The city dialog's options for what the shopper typed, grouped by province. Matching folds Persian text
 * (ی/ي, ک/ك, digits, ZWNJ: shared/platform/persian-text.ts), so «كرمان» finds «کرمان». A province whose name matches
 * brings all its cities; otherwise only the cities whose names match. Nothing typed: every city.
 */
export function cityOptions(provinces: readonly Province[], query: string): ComboboxGroup<Place>[] {
  const q = normalizePersian(query);
  const hit = (name: string) => !q || normalizePersian(name).includes(q);
  return provinces.flatMap((province, p) => {
    const cities = hit(province.name) ? province.cities : province.cities.filter((city) => hit(city.name));
    if (!cities.length) return [];
    return [{ id: `province-${p}`, label: province.name, options: cities.map((city, c) => ({ id: `city-${p}-${c}`, label: city.name, value: city })) }];
  });
}
