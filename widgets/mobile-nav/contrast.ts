/**
 * The bar's on-dark / on-light look (spec sections 4 and 9): the brightness of what lies behind it, sampled at 5
 * points along its middle. Each point's colour is the first background found on the element there or its parents
 * (at most 10 checked); a background image counts as mid-grey (0.5); nothing found is the page's white. The mean
 * brightness (0–1) under 0.5 is dark.
 */
export const CONTRAST = { points: 5, threshold: 0.5, parents: 10, imageBrightness: 0.5 } as const;

/** A computed colour's sRGB brightness (Rec. 709 weights, 0–1) and alpha; null for a transparent one. */
export function colourBrightness(colour: string): { brightness: number; alpha: number } | null {
  const m = /rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?/.exec(colour);
  if (!m) return null;
  const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? parseFloat(m[4]) / 100 : parseFloat(m[4]);
  if (alpha === 0) return null;
  return { brightness: (0.2126 * Number(m[1]) + 0.7152 * Number(m[2]) + 0.0722 * Number(m[3])) / 255, alpha };
}

/**
 * The brightness behind a point: the backgrounds of the element there and its parents, a translucent one blended
 * over what lies under it (a card's 5 % white tint over the dark footer stays dark).
 */
export function backgroundBrightness(start: Element | null): number {
  let value = 0;
  let rest = 1;
  let el = start;
  // The element at the point, then up to 10 of its parents.
  for (let i = 0; el && i <= CONTRAST.parents && rest > 0.01; i++, el = el.parentElement) {
    const style = getComputedStyle(el);
    if (style.backgroundImage && style.backgroundImage !== 'none') return value + rest * CONTRAST.imageBrightness;
    const colour = colourBrightness(style.backgroundColor);
    if (!colour) continue;
    value += rest * colour.alpha * colour.brightness;
    rest *= 1 - colour.alpha;
  }
  return value + rest;
}

/** Whether the content behind `bar` is dark. */
export function isBehindDark(bar: HTMLElement): boolean {
  const rect = bar.getBoundingClientRect();
  const y = rect.top + rect.height / 2;
  let sum = 0;
  for (let i = 0; i < CONTRAST.points; i++) {
    const x = rect.left + (rect.width * (i + 0.5)) / CONTRAST.points;
    const under = (document.elementsFromPoint?.(x, y) ?? []).find((el) => !bar.contains(el)) ?? null;
    sum += backgroundBrightness(under);
  }
  return sum / CONTRAST.points < CONTRAST.threshold;
}
