/**
 * The category tree (product_cat) and what each leaf sells: the nouns of its titles, its price range in toman,
 * the facets that fit it and their value pools, the brands that make such things and its share of the catalogue.
 */
import type { AttributeFacet } from '../facets';
import {
  ANCHOR_LENGTH, ANCHOR_TYPE, BODY, COLOR, GLUE_VOLUME, IMPACTS, PIECES_IN_BOX, POWER, SIZE, SPEED, USAGE, WEIGHT,
  WHEEL_SIZE, WHEEL_TYPE, type AttributeValue,
} from './attribute-values';
import { HAND_TOOL_BRANDS, POWER_TOOL_BRANDS } from './brands';
import type { TagKey } from './tags';

/** A phrase of the title made from one facet value: '{v}' is replaced by the value's name. */
export interface TitleSpec {
  facet: AttributeFacet;
  template: string;
}

export interface LeafCategory {
  slug: string;
  name: string;
  /** Relative share of the catalogue. */
  weight: number;
  /** Regular price range in toman. */
  price: readonly [number, number];
  /** Title nouns; a product takes one ('انبردست', 'سیم‌چین' …). */
  nouns: readonly string[];
  /** A facet whose value follows the noun ('انکر گوه‌ای', 'چرخ صنعتی لاستیکی'). */
  nounFacet?: AttributeFacet;
  /** Value pools of the facets that fit this leaf; hsa_color of power tools comes from the brand instead. */
  attributes: Partial<Record<AttributeFacet, readonly AttributeValue[]>>;
  colorFromBrand?: boolean;
  titleSpecs: readonly TitleSpec[];
  /** Battery voltages of cordless tools (not a facet, only a title phrase). */
  voltages?: readonly number[];
  /** What it is for, completing 'برای … ساخته شده است'. */
  purpose: string;
  brands: readonly string[];
  /** Facets a variable product of this leaf may vary by. */
  variationFacets?: readonly AttributeFacet[];
  tags: readonly TagKey[];
}

export interface TopCategory {
  slug: string;
  name: string;
  children: readonly LeafCategory[];
}

const power = (spec: string) => [{ facet: 'hsa_tavan', template: `توان ${spec}` }] as const;
const POWER_USAGE = [USAGE.general, USAGE.construction, USAGE.facilities, USAGE.home];
const POWER_BODY = [BODY.plastic, BODY.metal, BODY.aluminium];
const HAND_BODY = [BODY.chromeVanadium, BODY.steel, BODY.metal];
const HAND_USAGE = [USAGE.general, USAGE.facilities, USAGE.home, USAGE.automotive];
const GLUE_COLORS = [COLOR.clear, COLOR.white, COLOR.black, COLOR.grey];
const WHEEL_BODY = [BODY.galvanized, BODY.steel, BODY.plastic];

export const CATEGORY_TREE: readonly TopCategory[] = [
  {
    slug: 'electric-tools', name: 'ابزار برقی',
    children: [
      {
        slug: 'drill', name: 'دریل', weight: 8, price: [2_000_000, 14_000_000], nouns: ['دریل', 'دریل برقی'],
        attributes: { hsa_tavan: POWER.drill, hsa_speed_interval: SPEED.drill, hsa_body_type: POWER_BODY, hsa_karbord: POWER_USAGE },
        colorFromBrand: true, titleSpecs: power('{v}'), purpose: 'سوراخ‌کاری در چوب، فلز و پلاستیک',
        brands: POWER_TOOL_BRANDS, tags: ['industrial', 'corded', 'warranty', 'professional'],
      },
      {
        slug: 'hammer-drill', name: 'دریل چکشی', weight: 7, price: [3_500_000, 45_000_000], nouns: ['دریل چکشی', 'دریل بتن کن'],
        attributes: {
          hsa_tavan: POWER.hammerDrill, hsa_speed_interval: SPEED.hammerDrill, hsa_number_hits: IMPACTS,
          hsa_body_type: POWER_BODY, hsa_karbord: [USAGE.construction, USAGE.general, USAGE.facilities],
        },
        colorFromBrand: true, titleSpecs: power('{v}'), purpose: 'سوراخ‌کاری در بتن، آجر و سنگ',
        brands: [...POWER_TOOL_BRANDS, 'hilti'], tags: ['industrial', 'construction', 'corded', 'warranty', 'professional'],
      },
      {
        slug: 'angle-grinder', name: 'فرز سنگبری', weight: 7, price: [2_500_000, 28_000_000], nouns: ['فرز سنگبری', 'مینی فرز'],
        attributes: { hsa_tavan: POWER.grinder, hsa_speed_interval: SPEED.grinder, hsa_body_type: POWER_BODY, hsa_karbord: POWER_USAGE },
        colorFromBrand: true, titleSpecs: power('{v}'), purpose: 'برش و سنگ‌زنی فلز، سنگ و کاشی',
        brands: [...POWER_TOOL_BRANDS, 'hilti'], tags: ['industrial', 'construction', 'corded', 'warranty'],
      },
      {
        slug: 'cordless-screwdriver', name: 'پیچ‌گوشتی شارژی', weight: 6, price: [3_000_000, 32_000_000],
        nouns: ['پیچ‌گوشتی شارژی', 'دریل پیچ‌گوشتی شارژی'],
        attributes: { hsa_speed_interval: SPEED.cordless, hsa_body_type: POWER_BODY, hsa_karbord: [USAGE.home, USAGE.carpentry, USAGE.facilities] },
        colorFromBrand: true, titleSpecs: [], voltages: [12, 14.4, 18, 20], purpose: 'بستن و باز کردن پیچ و سوراخ‌کاری سبک',
        brands: POWER_TOOL_BRANDS, tags: ['cordlessDrill', 'carpentry', 'warranty', 'professional'],
      },
      {
        slug: 'jigsaw', name: 'اره عمود بر', weight: 5, price: [2_800_000, 18_000_000], nouns: ['اره عمود بر'],
        attributes: { hsa_tavan: POWER.jigsaw, hsa_speed_interval: SPEED.jigsaw, hsa_body_type: POWER_BODY, hsa_karbord: [USAGE.carpentry, USAGE.home, USAGE.general] },
        colorFromBrand: true, titleSpecs: power('{v}'), purpose: 'برش مستقیم و منحنی چوب، ام‌دی‌اف و ورق فلزی',
        brands: POWER_TOOL_BRANDS, tags: ['carpentry', 'corded', 'warranty'],
      },
      {
        slug: 'heat-gun', name: 'سشوار صنعتی', weight: 4, price: [2_000_000, 9_000_000], nouns: ['سشوار صنعتی', 'سشوار حرارتی'],
        attributes: { hsa_tavan: POWER.heatGun, hsa_body_type: [BODY.plastic, BODY.metal], hsa_karbord: [USAGE.general, USAGE.facilities, USAGE.automotive] },
        colorFromBrand: true, titleSpecs: power('{v}'), purpose: 'گرم کردن، رنگ‌برداری و شکل‌دادن لوله‌های پلاستیکی',
        brands: ['ronix', 'active', 'tosan', 'kenzax', 'mahak', 'bosch', 'makita', 'total'], tags: ['industrial', 'facilities', 'corded'],
      },
    ],
  },
  {
    slug: 'hand-tools', name: 'ابزار دستی',
    children: [
      {
        slug: 'hammer', name: 'چکش', weight: 5, price: [150_000, 1_800_000], nouns: ['چکش', 'چکش دوشاخ', 'چکش لاستیکی'],
        attributes: { hsa_size: SIZE.hammer, hsa_body_type: [BODY.steel, BODY.fiberglass, BODY.metal], hsa_karbord: [USAGE.construction, USAGE.carpentry, USAGE.home] },
        titleSpecs: [{ facet: 'hsa_size', template: 'وزن {v}' }], purpose: 'میخ‌کوبی، جاانداختن قطعات و تخریب سبک',
        brands: HAND_TOOL_BRANDS, tags: ['construction', 'carpentry', 'professional'],
      },
      {
        slug: 'wrench', name: 'آچار', weight: 6, price: [200_000, 3_500_000], nouns: ['آچار فرانسه', 'آچار لوله‌گیر', 'آچار رینگی', 'آچار تخت'],
        attributes: { hsa_size: SIZE.wrench, hsa_body_type: HAND_BODY, hsa_karbord: HAND_USAGE },
        titleSpecs: [{ facet: 'hsa_size', template: 'سایز {v}' }], purpose: 'باز و بسته کردن مهره‌ها و اتصالات',
        brands: HAND_TOOL_BRANDS, tags: ['facilities', 'industrial', 'professional'],
      },
      {
        slug: 'pliers', name: 'انبردست', weight: 5, price: [180_000, 2_200_000], nouns: ['انبردست', 'انبر دم‌باریک', 'سیم‌چین', 'انبر قفلی'],
        attributes: { hsa_size: SIZE.pliers, hsa_body_type: HAND_BODY, hsa_karbord: HAND_USAGE },
        titleSpecs: [{ facet: 'hsa_size', template: 'سایز {v}' }], purpose: 'گرفتن، خم کردن و بریدن سیم و قطعات کوچک',
        brands: HAND_TOOL_BRANDS, tags: ['facilities', 'industrial'],
      },
      {
        slug: 'screwdriver', name: 'پیچ‌گوشتی', weight: 5, price: [150_000, 1_200_000], nouns: ['پیچ‌گوشتی دوسو', 'پیچ‌گوشتی چهارسو', 'پیچ‌گوشتی ستاره‌ای'],
        attributes: { hsa_size: SIZE.screwdriver, hsa_body_type: [BODY.chromeVanadium, BODY.steel], hsa_karbord: HAND_USAGE },
        titleSpecs: [{ facet: 'hsa_size', template: 'طول {v}' }], purpose: 'بستن و باز کردن پیچ‌ها در کارهای روزمره',
        brands: HAND_TOOL_BRANDS, tags: ['facilities', 'professional'],
      },
      {
        slug: 'tape-measure', name: 'متر', weight: 4, price: [150_000, 4_000_000], nouns: ['متر', 'متر فلزی'],
        attributes: { hsa_size: SIZE.tapeMeasure, hsa_body_type: [BODY.plastic, BODY.metal], hsa_karbord: [USAGE.construction, USAGE.carpentry, USAGE.home] },
        titleSpecs: [{ facet: 'hsa_size', template: 'طول {v}' }], purpose: 'اندازه‌گیری سریع و دقیق طول',
        brands: [...HAND_TOOL_BRANDS, 'bosch'], tags: ['construction', 'carpentry'],
      },
    ],
  },
  {
    slug: 'anchors', name: 'انکر و رول‌پلاک',
    children: [
      {
        slug: 'chemical-anchor', name: 'انکر شیمیایی', weight: 4, price: [600_000, 2_500_000], nouns: ['انکر شیمیایی'], nounFacet: 'hsa_anker_type',
        attributes: {
          hsa_anker_type: [ANCHOR_TYPE.cartridge, ANCHOR_TYPE.capsule, ANCHOR_TYPE.injection],
          hsa_anker_size: ANCHOR_LENGTH.chemical, hsa_numinbox: PIECES_IN_BOX.chemical, hsa_size: SIZE.metricThread.slice(1),
        },
        titleSpecs: [{ facet: 'hsa_size', template: 'سایز {v}' }], purpose: 'مهار میلگرد و بولت در بتن و سنگ',
        brands: ['fischer', 'hilti'], tags: ['construction', 'facilities', 'professional'],
      },
      {
        slug: 'metal-anchor', name: 'انکر فلزی', weight: 5, price: [40_000, 1_200_000], nouns: ['انکر'], nounFacet: 'hsa_anker_type',
        attributes: {
          hsa_anker_type: [ANCHOR_TYPE.wedge, ANCHOR_TYPE.sleeve, ANCHOR_TYPE.ceiling, ANCHOR_TYPE.bolt],
          hsa_anker_size: ANCHOR_LENGTH.metal, hsa_numinbox: PIECES_IN_BOX.metal, hsa_size: SIZE.metricThread,
        },
        titleSpecs: [{ facet: 'hsa_size', template: 'سایز {v}' }, { facet: 'hsa_anker_size', template: 'طول {v}' }],
        purpose: 'نصب سازه‌ها و تجهیزات سنگین روی بتن', brands: ['fischer', 'hilti', 'ronix'], tags: ['construction', 'facilities'],
      },
      {
        slug: 'wall-plug', name: 'رول‌پلاک', weight: 5, price: [20_000, 400_000], nouns: ['رول‌پلاک'], nounFacet: 'hsa_anker_type',
        attributes: {
          hsa_anker_type: [ANCHOR_TYPE.standard, ANCHOR_TYPE.butterfly, ANCHOR_TYPE.frame],
          hsa_anker_size: ANCHOR_LENGTH.plug, hsa_numinbox: PIECES_IN_BOX.plug, hsa_size: SIZE.plugDiameter,
        },
        titleSpecs: [{ facet: 'hsa_size', template: 'سایز {v}' }, { facet: 'hsa_numinbox', template: 'بسته {v}ی' }],
        purpose: 'نصب قفسه، تابلو و وسایل سبک روی دیوار', brands: ['fischer', 'ronix', 'tosan'], tags: ['construction', 'facilities'],
      },
    ],
  },
  {
    slug: 'glue', name: 'چسب',
    children: [
      {
        slug: 'construction-glue', name: 'چسب آکواریوم و سازه', weight: 5, price: [150_000, 900_000], nouns: ['چسب آکواریوم', 'چسب سیلیکون', 'چسب سازه'],
        attributes: { hsa_glue_volume: GLUE_VOLUME.construction, hsa_color: GLUE_COLORS, hsa_karbord: [USAGE.construction, USAGE.facilities, USAGE.home] },
        titleSpecs: [{ facet: 'hsa_glue_volume', template: 'حجم {v}' }], purpose: 'آب‌بندی و چسباندن شیشه، فلز و سنگ',
        brands: ['pattex', 'razi', 'fischer'], variationFacets: ['hsa_color', 'hsa_glue_volume'], tags: ['construction', 'waterproof', 'facilities'],
      },
      {
        slug: 'epoxy-glue', name: 'چسب دوقلو', weight: 4, price: [80_000, 600_000], nouns: ['چسب دوقلو', 'چسب اپوکسی دوقلو'],
        attributes: { hsa_glue_volume: GLUE_VOLUME.epoxy, hsa_color: [COLOR.clear, COLOR.grey], hsa_karbord: [USAGE.home, USAGE.general, USAGE.automotive] },
        titleSpecs: [{ facet: 'hsa_glue_volume', template: 'حجم {v}' }], purpose: 'چسباندن محکم فلز، سرامیک، چوب و پلاستیک',
        brands: ['pattex', 'razi'], variationFacets: ['hsa_glue_volume'], tags: ['facilities', 'waterproof'],
      },
      {
        slug: 'wood-glue', name: 'چسب چوب', weight: 3, price: [90_000, 750_000], nouns: ['چسب چوب'],
        attributes: { hsa_glue_volume: GLUE_VOLUME.wood, hsa_color: [COLOR.white, COLOR.brown], hsa_karbord: [USAGE.carpentry, USAGE.home] },
        titleSpecs: [{ facet: 'hsa_glue_volume', template: 'حجم {v}' }], purpose: 'اتصال قطعات چوب، ام‌دی‌اف و نئوپان',
        brands: ['pattex', 'razi'], variationFacets: ['hsa_glue_volume'], tags: ['carpentry'],
      },
    ],
  },
  {
    slug: 'wheels', name: 'چرخ و قرقره',
    children: [
      {
        slug: 'caster', name: 'چرخ صنعتی', weight: 5, price: [250_000, 5_000_000], nouns: ['چرخ صنعتی'], nounFacet: 'hsa_wheel_type',
        attributes: { hsa_wheel_type: [WHEEL_TYPE.polyurethane, WHEEL_TYPE.rubber, WHEEL_TYPE.nylon, WHEEL_TYPE.castIron], hsa_weight_bearing: WEIGHT.caster, hsa_wheel_size: WHEEL_SIZE.caster, hsa_body_type: WHEEL_BODY },
        titleSpecs: [{ facet: 'hsa_wheel_size', template: 'سایز {v}' }], purpose: 'جابه‌جایی تجهیزات، قفسه‌ها و میزهای کار سنگین',
        brands: ['tente', 'total', 'ronix'], variationFacets: ['hsa_wheel_size'], tags: ['industrial', 'heavyLoad'],
      },
      {
        slug: 'furniture-wheel', name: 'چرخ مبلی', weight: 3, price: [60_000, 600_000], nouns: ['چرخ مبلی'], nounFacet: 'hsa_wheel_type',
        attributes: { hsa_wheel_type: [WHEEL_TYPE.silicone, WHEEL_TYPE.nylon, WHEEL_TYPE.rubber], hsa_weight_bearing: WEIGHT.furniture, hsa_wheel_size: WHEEL_SIZE.furniture, hsa_body_type: [BODY.plastic, BODY.galvanized] },
        titleSpecs: [{ facet: 'hsa_wheel_size', template: 'سایز {v}' }], purpose: 'جابه‌جایی آسان مبلمان، میز و صندلی',
        brands: ['tente', 'ronix'], variationFacets: ['hsa_wheel_size'], tags: ['carpentry'],
      },
      {
        slug: 'trolley-wheel', name: 'چرخ زنبه', weight: 3, price: [400_000, 3_000_000], nouns: ['چرخ زنبه'], nounFacet: 'hsa_wheel_type',
        attributes: { hsa_wheel_type: [WHEEL_TYPE.rubber, WHEEL_TYPE.polyurethane], hsa_weight_bearing: WEIGHT.trolley, hsa_wheel_size: WHEEL_SIZE.trolley, hsa_body_type: [BODY.steel, BODY.galvanized] },
        titleSpecs: [{ facet: 'hsa_wheel_size', template: 'سایز {v}' }], purpose: 'فرغون و چرخ‌دستی‌های کارگاهی',
        brands: ['total', 'ronix', 'tosan'], variationFacets: ['hsa_wheel_size'], tags: ['construction', 'heavyLoad'],
      },
    ],
  },
];

export interface PlacedLeaf {
  leaf: LeafCategory;
  parent: TopCategory;
}

export const LEAVES: readonly PlacedLeaf[] = CATEGORY_TREE.flatMap((parent) =>
  parent.children.map((leaf) => ({ leaf, parent })),
);
