/**
 * A small gazetteer of Iran: the 31 provinces, each with its centre first and its larger cities, with coordinates
 * (WGS 84, decimal degrees, rounded to about a kilometre). Compiled by hand for this demo from public geographic
 * facts (no data set copied); released with the project under CC0 1.0. See README.md beside it.
 */
export interface GazetteerCity {
  name: string;
  lat: number;
  lng: number;
}

export interface GazetteerProvince {
  name: string;
  /** The centre (the province's capital) comes first. */
  cities: GazetteerCity[];
}

const c = (name: string, lat: number, lng: number): GazetteerCity => ({ name, lat, lng });

export const PROVINCES: readonly GazetteerProvince[] = [
  { name: 'تهران', cities: [c('تهران', 35.6892, 51.389), c('شهریار', 35.6596, 51.0592), c('اسلامشهر', 35.5522, 51.235), c('ورامین', 35.3242, 51.6457)] },
  { name: 'البرز', cities: [c('کرج', 35.84, 50.9391), c('نظرآباد', 35.9521, 50.6075)] },
  { name: 'اصفهان', cities: [c('اصفهان', 32.6539, 51.666), c('کاشان', 33.985, 51.41), c('نجف‌آباد', 32.6344, 51.3668), c('خمینی‌شهر', 32.6856, 51.5361)] },
  { name: 'فارس', cities: [c('شیراز', 29.5918, 52.5837), c('مرودشت', 29.8742, 52.8025), c('کازرون', 29.6195, 51.6541), c('جهرم', 28.5, 53.5605)] },
  { name: 'خراسان رضوی', cities: [c('مشهد', 36.2605, 59.6168), c('نیشابور', 36.2133, 58.7958), c('سبزوار', 36.2126, 57.6819), c('تربت حیدریه', 35.274, 59.2195)] },
  { name: 'آذربایجان شرقی', cities: [c('تبریز', 38.0962, 46.2738), c('مراغه', 37.3917, 46.2398), c('مرند', 38.4329, 45.7749)] },
  { name: 'آذربایجان غربی', cities: [c('ارومیه', 37.5527, 45.0761), c('خوی', 38.5503, 44.9521), c('مهاباد', 36.7631, 45.7222), c('بوکان', 36.521, 46.2089)] },
  { name: 'خوزستان', cities: [c('اهواز', 31.3183, 48.6706), c('دزفول', 32.3811, 48.4058), c('آبادان', 30.3392, 48.3043), c('خرمشهر', 30.4397, 48.1664)] },
  { name: 'کرمان', cities: [c('کرمان', 30.2839, 57.0834), c('سیرجان', 29.452, 55.6814), c('رفسنجان', 30.4067, 55.9939), c('بم', 29.106, 58.357)] },
  { name: 'سیستان و بلوچستان', cities: [c('زاهدان', 29.4963, 60.8629), c('چابهار', 25.2919, 60.643), c('زابل', 31.0287, 61.5012), c('ایرانشهر', 27.2025, 60.6848)] },
  { name: 'کرمانشاه', cities: [c('کرمانشاه', 34.3142, 47.065), c('اسلام‌آباد غرب', 34.1094, 46.5275)] },
  { name: 'گیلان', cities: [c('رشت', 37.2808, 49.5832), c('بندر انزلی', 37.4727, 49.4622), c('لاهیجان', 37.2072, 50.0039)] },
  { name: 'مازندران', cities: [c('ساری', 36.5633, 53.0601), c('بابل', 36.538, 52.6787), c('آمل', 36.4696, 52.3507), c('قائم‌شهر', 36.4631, 52.86)] },
  { name: 'گلستان', cities: [c('گرگان', 36.8427, 54.4439), c('گنبد کاووس', 37.25, 55.1672)] },
  { name: 'لرستان', cities: [c('خرم‌آباد', 33.4878, 48.3558), c('بروجرد', 33.8973, 48.7516)] },
  { name: 'همدان', cities: [c('همدان', 34.7983, 48.5148), c('ملایر', 34.2969, 48.8235)] },
  { name: 'مرکزی', cities: [c('اراک', 34.0954, 49.7013), c('ساوه', 35.0213, 50.3566)] },
  { name: 'قزوین', cities: [c('قزوین', 36.2797, 50.0049), c('تاکستان', 36.0696, 49.6959)] },
  { name: 'قم', cities: [c('قم', 34.6401, 50.8764)] },
  { name: 'زنجان', cities: [c('زنجان', 36.6736, 48.4787), c('ابهر', 36.1468, 49.218)] },
  { name: 'سمنان', cities: [c('سمنان', 35.5729, 53.3971), c('شاهرود', 36.4182, 54.9763)] },
  { name: 'یزد', cities: [c('یزد', 31.8974, 54.3569), c('میبد', 32.2453, 54.0076), c('اردکان', 32.31, 54.0175)] },
  { name: 'هرمزگان', cities: [c('بندرعباس', 27.1832, 56.2666), c('قشم', 26.9581, 56.2719), c('بندر لنگه', 26.5579, 54.8807)] },
  { name: 'بوشهر', cities: [c('بوشهر', 28.9234, 50.8203), c('برازجان', 29.2666, 51.2159)] },
  { name: 'کردستان', cities: [c('سنندج', 35.3219, 46.9862), c('سقز', 36.2499, 46.2735), c('مریوان', 35.5219, 46.1762)] },
  { name: 'اردبیل', cities: [c('اردبیل', 38.2498, 48.2933), c('پارس‌آباد', 39.6482, 47.9174)] },
  { name: 'ایلام', cities: [c('ایلام', 33.6374, 46.4227), c('دهلران', 32.6942, 47.2679)] },
  { name: 'چهارمحال و بختیاری', cities: [c('شهرکرد', 32.3256, 50.8644), c('بروجن', 31.9652, 51.2873)] },
  { name: 'کهگیلویه و بویراحمد', cities: [c('یاسوج', 30.6682, 51.588), c('دوگنبدان', 30.3586, 50.7981)] },
  { name: 'خراسان شمالی', cities: [c('بجنورد', 37.475, 57.329), c('شیروان', 37.3975, 57.9295)] },
  { name: 'خراسان جنوبی', cities: [c('بیرجند', 32.8663, 59.2211), c('طبس', 33.5959, 56.9244)] },
];

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance (haversine), in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface NearestCity extends GazetteerCity {
  province: string;
  distanceKm: number;
}

/** The gazetteer's city nearest to a point (reverse geocoding at city level). */
export function nearestCity(point: { lat: number; lng: number }): NearestCity {
  let best: NearestCity | null = null;
  for (const province of PROVINCES) {
    for (const city of province.cities) {
      const d = distanceKm(point, city);
      if (!best || d < best.distanceKm) best = { ...city, province: province.name, distanceKm: d };
    }
  }
  return best!;
}
