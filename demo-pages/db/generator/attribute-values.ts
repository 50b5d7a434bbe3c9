/**
 * Facet values (attribute terms) as a Persian shop writes them. Numbers in names stay Latin: the front end turns
 * them into Persian digits, and a search typed with Persian digits is normalised to Latin before it matches.
 * Measured values get Latin slugs ('850-w'); words get Persian slugs ('صنعتی-عمومی'), as WordPress makes them.
 */

export interface AttributeValue {
  slug: string;
  name: string;
}

const ZWNJ = '\u200c';

/** WordPress keeps Persian letters in slugs; it turns spaces (and here ZWNJ) into hyphens. */
export function persianSlug(name: string): string {
  return name.split(ZWNJ).join(' ').trim().split(/\s+/).join('-');
}

function word(name: string): AttributeValue {
  return { slug: persianSlug(name), name };
}

function measured(unitSlug: string, unitName: string) {
  return (amount: number | string): AttributeValue => ({ slug: `${amount}-${unitSlug}`, name: `${amount} ${unitName}` });
}

const watts = measured('w', 'وات');
const centimetres = measured('cm', 'سانتی‌متر');
const millimetres = measured('mm', 'میلی‌متر');
const millilitres = measured('ml', 'میلی‌لیتر');
const kilograms = measured('kg', 'کیلوگرم');
const grams = measured('g', 'گرم');
const inches = measured('inch', 'اینچ');
const metres = measured('m', 'متر');
const pieces = measured('pcs', 'عدد');
const rpm = measured('rpm', 'دور بر دقیقه');
const strokes = measured('spm', 'ضربه در دقیقه');
const impacts = measured('bpm', 'ضربه در دقیقه');

/** Usage values, with the phrase a description uses ('مناسب برای …'). */
export const USAGE = {
  facilities: { ...word('تاسیسات'), phrase: 'کارهای تاسیساتی' },
  general: { ...word('صنعتی عمومی'), phrase: 'کارهای صنعتی عمومی' },
  construction: { ...word('ساختمانی'), phrase: 'کارهای ساختمانی' },
  home: { ...word('خانگی'), phrase: 'کارهای خانگی' },
  carpentry: { ...word('نجاری'), phrase: 'کارهای نجاری' },
  automotive: { ...word('خودرو'), phrase: 'تعمیرات خودرو' },
} as const;

export type UsageKey = keyof typeof USAGE;

export const BODY = {
  metal: { slug: 'metal', name: 'فلزی' },
  plastic: { slug: 'plastic', name: 'پلاستیکی' },
  aluminium: { slug: 'aluminium', name: 'آلومینیوم' },
  steel: { slug: 'steel', name: 'فولادی' },
  chromeVanadium: { slug: 'chrome-vanadium', name: 'کروم وانادیوم' },
  fiberglass: { slug: 'fiberglass', name: 'فایبرگلاس' },
  galvanized: { slug: 'galvanized', name: 'گالوانیزه' },
} as const satisfies Record<string, AttributeValue>;

export const COLOR = {
  red: { slug: 'red', name: 'قرمز' },
  blue: { slug: 'blue', name: 'آبی' },
  green: { slug: 'green', name: 'سبز' },
  yellow: { slug: 'yellow', name: 'زرد' },
  orange: { slug: 'orange', name: 'نارنجی' },
  teal: { slug: 'teal', name: 'فیروزه‌ای' },
  black: { slug: 'black', name: 'مشکی' },
  white: { slug: 'white', name: 'سفید' },
  grey: { slug: 'grey', name: 'طوسی' },
  clear: { slug: 'clear', name: 'شفاف' },
  brown: { slug: 'brown', name: 'قهوه‌ای' },
} as const satisfies Record<string, AttributeValue>;

export type ColorKey = keyof typeof COLOR;

export const WHEEL_TYPE = {
  polyurethane: { slug: 'polyurethane', name: 'پلی‌یورتان' },
  rubber: { slug: 'rubber', name: 'لاستیکی' },
  nylon: { slug: 'nylon', name: 'نایلونی' },
  castIron: { slug: 'cast-iron', name: 'چدنی' },
  silicone: { slug: 'silicone', name: 'سیلیکونی' },
} as const satisfies Record<string, AttributeValue>;

export const ANCHOR_TYPE = {
  cartridge: word('کارتریجی'),
  capsule: word('کپسولی'),
  injection: word('تزریقی'),
  wedge: word('گوه‌ای'),
  sleeve: word('غلافی'),
  ceiling: word('سقفی'),
  bolt: word('بولت‌دار'),
  standard: word('معمولی'),
  butterfly: word('پروانه‌ای'),
  frame: word('بلند'),
} as const satisfies Record<string, AttributeValue>;

export const POWER = {
  drill: [450, 500, 550, 600, 710, 750, 850].map(watts),
  hammerDrill: [650, 710, 800, 850, 1050, 1200, 1500].map(watts),
  grinder: [720, 850, 1010, 1400, 2000, 2200, 2600].map(watts),
  jigsaw: [450, 500, 570, 650, 720, 800].map(watts),
  heatGun: [1600, 1800, 2000, 2200].map(watts),
};

export const SPEED = {
  drill: ['0-2600', '0-2800', '0-3000', '0-3200'].map(rpm),
  hammerDrill: ['0-900', '0-1100', '0-2800', '0-3000'].map(rpm),
  grinder: ['2800-11000', '11000-12000', '6600-8500'].map(rpm),
  cordless: ['0-400', '0-1300', '0-1500', '0-1700'].map(rpm),
  jigsaw: ['500-3000', '800-3100', '1000-3200'].map(strokes),
};

export const IMPACTS = ['0-4000', '0-4800', '0-44800', '0-48000'].map(impacts);

export const SIZE = {
  hammer: [300, 500, 800, 1000, 1500].map(grams),
  wrench: [6, 8, 10, 12, 14].map(inches),
  pliers: [6, 7, 8, 10].map(inches),
  screwdriver: [75, 100, 125, 150, 200].map(millimetres),
  tapeMeasure: [3, 5, 8, 10].map(metres),
  metricThread: ['M6', 'M8', 'M10', 'M12', 'M16'].map((m) => ({ slug: m.toLowerCase(), name: m })),
  plugDiameter: [5, 6, 8, 10, 12].map(millimetres),
};

export const ANCHOR_LENGTH = {
  chemical: [11, 13, 16, 19].map(centimetres),
  metal: [6, 8, 10, 12, 15, 20].map(centimetres),
  plug: [3, 4, 5, 6, 8, 10].map(centimetres),
};

export const PIECES_IN_BOX = {
  chemical: [1, 6, 12].map(pieces),
  metal: [10, 20, 25, 50].map(pieces),
  plug: [50, 100, 200, 500].map(pieces),
};

export const GLUE_VOLUME = {
  construction: [280, 300, 310, 400].map(millilitres),
  epoxy: [25, 50, 100, 250].map(millilitres),
  wood: [250, 500, 1000, 4000].map(millilitres),
};

export const WEIGHT = {
  caster: [100, 150, 200, 300, 500].map(kilograms),
  furniture: [30, 40, 50, 75].map(kilograms),
  trolley: [150, 200, 250].map(kilograms),
};

export const WHEEL_SIZE = {
  caster: [5, 8, 10, 12, 15, 20].map(centimetres),
  furniture: [3, 4, 5, 6].map(centimetres),
  trolley: [30, 35, 40].map(centimetres),
};
