/**
 * Flat drawings of what each leaf category sells, on a 600 × 600 canvas centred on (300, 300). Plain shapes
 * only, and never text: an SVG shown through <img> cannot use the page's fonts, so Persian would render as boxes.
 * `c` is the body colour (the brand's); steel, rubber and dark parts keep their own colours.
 */

const STEEL = '#9aa3ad';
const DARK = '#3a3f45';
const RUBBER = '#24282d';

/** `bg` fills holes (a wrench's ring, a jigsaw's handle), so they show the picture's background. */
type Shape = (c: string, bg: string) => string;

const pistolTool = (c: string, nose: string, extra = '') =>
  `<path d="M230 300h80l-22 150h-78z" fill="${c}"/><rect x="150" y="200" width="260" height="110" rx="40" fill="${c}"/>` +
  `<rect x="300" y="300" width="22" height="44" rx="8" fill="${DARK}"/><rect x="195" y="440" width="110" height="40" rx="12" fill="${DARK}"/>` +
  `<g fill="${DARK}" opacity=".35"><rect x="180" y="235" width="12" height="40" rx="6"/><rect x="202" y="235" width="12" height="40" rx="6"/></g>` +
  nose + extra;

const drillNose = (bit: number) =>
  `<rect x="400" y="225" width="50" height="60" rx="10" fill="${DARK}"/><rect x="450" y="245" width="${bit}" height="20" rx="6" fill="${STEEL}"/>`;

const cartridge = (c: string) =>
  `<rect x="140" y="258" width="26" height="84" rx="6" fill="${DARK}"/><rect x="160" y="245" width="280" height="110" rx="16" fill="${c}"/>` +
  `<rect x="220" y="245" width="150" height="110" fill="#fff" opacity=".35"/><path d="M440 268l110 26v12l-110 26z" fill="#e8e8e8"/>`;

const wheel = (c: string, radius: number, fork: boolean) =>
  (fork
    ? `<path d="M230 120h140v40h-20v${130 - radius / 3}h-100v-${130 - radius / 3}h-20z" fill="${STEEL}"/><rect x="220" y="100" width="160" height="26" rx="6" fill="${DARK}"/>`
    : `<rect x="80" y="${330 - 14}" width="440" height="28" rx="14" fill="${STEEL}"/>`) +
  `<circle cx="300" cy="330" r="${radius}" fill="${RUBBER}"/><circle cx="300" cy="330" r="${radius * 0.62}" fill="${c}"/>` +
  `<circle cx="300" cy="330" r="${radius * 0.2}" fill="${STEEL}"/>`;

export const CATEGORY_SHAPES: Readonly<Record<string, Shape>> = {
  drill: (c) => pistolTool(c, drillNose(90)),
  'hammer-drill': (c) => pistolTool(c, drillNose(120), `<rect x="360" y="300" width="30" height="130" rx="14" fill="${DARK}"/>`),
  'cordless-screwdriver': (c) =>
    pistolTool(c, drillNose(60), `<rect x="175" y="430" width="150" height="70" rx="14" fill="${DARK}"/><rect x="190" y="445" width="120" height="10" rx="5" fill="${c}"/>`),
  'heat-gun': (c) => pistolTool(c, `<rect x="400" y="226" width="140" height="58" rx="10" fill="${STEEL}"/><rect x="520" y="220" width="24" height="70" rx="6" fill="${DARK}"/>`),
  'angle-grinder': (c) =>
    `<rect x="90" y="230" width="310" height="90" rx="45" fill="${c}"/><rect x="380" y="215" width="80" height="120" rx="18" fill="${DARK}"/>` +
    `<path d="M330 370a130 40 0 0 1 260 0z" fill="${DARK}" opacity=".6"/><ellipse cx="460" cy="380" rx="125" ry="24" fill="${STEEL}"/>` +
    `<rect x="250" y="160" width="30" height="80" rx="12" fill="${DARK}"/>`,
  jigsaw: (c, bg) =>
    `<path d="M140 330V250q0-90 110-90h170q60 0 60 60v110z" fill="${c}"/><rect x="215" y="200" width="160" height="44" rx="22" fill="${bg}"/>` +
    `<rect x="120" y="330" width="380" height="26" rx="6" fill="${STEEL}"/><path d="M396 356h18v110l-18 14z" fill="${STEEL}"/>`,
  hammer: (c) =>
    `<rect x="280" y="230" width="44" height="290" rx="18" fill="${c}"/><path d="M160 150h220l40 20v50l-40 20H160z" fill="#5b6470"/>` +
    `<path d="M420 170q70 10 90 80l-30 10q-20-40-60-50z" fill="#5b6470"/>`,
  wrench: (c, bg) =>
    `<g transform="rotate(35 300 300)"><rect x="270" y="140" width="60" height="330" rx="26" fill="${STEEL}"/>` +
    `<circle cx="300" cy="130" r="78" fill="${STEEL}"/><rect x="276" y="40" width="48" height="100" fill="${bg}"/>` +
    `<circle cx="300" cy="490" r="58" fill="${STEEL}"/><circle cx="300" cy="490" r="28" fill="${bg}"/>` +
    `<rect x="270" y="240" width="60" height="140" rx="24" fill="${c}"/></g>`,
  pliers: (c) =>
    `<path d="M285 300L190 520l40 10 90-210z" fill="${c}"/><path d="M315 300l95 220-40 10-90-210z" fill="${c}"/>` +
    `<path d="M270 310l10-190 20-30 20 30 10 190z" fill="${STEEL}"/><circle cx="300" cy="300" r="26" fill="${DARK}"/>`,
  screwdriver: (c) =>
    `<rect x="262" y="330" width="76" height="200" rx="32" fill="${c}"/><rect x="270" y="300" width="60" height="40" rx="8" fill="${DARK}"/>` +
    `<rect x="288" y="100" width="24" height="210" fill="${STEEL}"/><path d="M288 100l12-30 12 30z" fill="${STEEL}"/>`,
  'tape-measure': (c) =>
    `<rect x="140" y="170" width="270" height="270" rx="60" fill="${c}"/><circle cx="275" cy="305" r="72" fill="${DARK}"/>` +
    `<circle cx="275" cy="305" r="26" fill="${STEEL}"/><rect x="400" y="400" width="150" height="34" fill="#f2c200"/>` +
    `<rect x="540" y="392" width="12" height="50" fill="${STEEL}"/>`,
  'chemical-anchor': cartridge,
  'construction-glue': cartridge,
  'metal-anchor': (c) =>
    `<rect x="120" y="272" width="330" height="56" fill="${STEEL}"/><g stroke="${DARK}" stroke-width="6" opacity=".5">` +
    `<path d="M150 272v56M180 272v56M210 272v56M240 272v56"/></g><rect x="290" y="262" width="120" height="76" rx="8" fill="${c}"/>` +
    `<rect x="440" y="240" width="26" height="120" rx="4" fill="${STEEL}"/><rect x="466" y="252" width="56" height="96" rx="6" fill="#6b7480"/>`,
  'wall-plug': (c) =>
    `<path d="M120 270h300l90 20v20l-90 20H120l20-15-20-10 20-10-20-10z" fill="${c}"/>` +
    `<g fill="#fff" opacity=".4"><rect x="180" y="270" width="14" height="60"/><rect x="240" y="270" width="14" height="60"/>` +
    `<rect x="300" y="270" width="14" height="60"/><rect x="360" y="270" width="14" height="60"/></g>`,
  'epoxy-glue': (c) =>
    `<rect x="170" y="200" width="110" height="260" rx="16" fill="${c}"/><rect x="300" y="200" width="110" height="260" rx="16" fill="${c}" opacity=".7"/>` +
    `<rect x="160" y="170" width="260" height="36" rx="8" fill="${DARK}"/><path d="M250 460h80l-30 70h-20z" fill="${STEEL}"/>`,
  'wood-glue': (c) =>
    `<path d="M200 250q0-50 50-50h100q50 0 50 50v230q0 20-20 20H220q-20 0-20-20z" fill="${c}"/>` +
    `<rect x="225" y="300" width="150" height="110" rx="10" fill="#fff" opacity=".8"/><rect x="265" y="150" width="70" height="55" rx="8" fill="${DARK}"/>` +
    `<path d="M285 150l15-60 15 60z" fill="${DARK}"/>`,
  caster: (c) => wheel(c, 120, true),
  'furniture-wheel': (c) => wheel(c, 80, true),
  'trolley-wheel': (c) => wheel(c, 170, false),
};

/** The leaf drawn for a top-level category tile. */
export const TOP_CATEGORY_SHAPE: Readonly<Record<string, string>> = {
  'electric-tools': 'hammer-drill',
  'hand-tools': 'hammer',
  anchors: 'metal-anchor',
  glue: 'construction-glue',
  wheels: 'caster',
};

export function shapeFor(categorySlug: string): Shape {
  const leaf = TOP_CATEGORY_SHAPE[categorySlug] ?? categorySlug;
  return CATEGORY_SHAPES[leaf] ?? CATEGORY_SHAPES.drill!;
}
