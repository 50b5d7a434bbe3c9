/**
 * Generated product, category and brand pictures (the demo store has no photographs). Deterministic: the same
 * product and index always give the same bytes, so the server may cache them forever. Each of a product's
 * pictures changes background and angle, so a card gallery visibly moves from one to the next.
 * Product and category pictures carry no text (see product-shapes.ts); a brand badge shows Latin initials.
 */
import type { Product, Term } from './catalogue-types';
import { BRAND_TAXONOMY, CATEGORY_TAXONOMY } from './facets';
import { brandBySlug } from './generator/brands';
import { buildTermRegistry, type TermSeed } from './generator/term-registry';
import { shapeFor } from './product-shapes';

const SIZE = 600;
const BACKGROUNDS = ['#f3f5f8', '#eaf1fb', '#fbf3ea', '#edf7f0', '#f5effa', '#fdf7e3'];
/** One view per picture index (1–5): straight, tilted, close-up, mirrored, tilted the other way and smaller. */
const VIEWS = [
  '',
  'rotate(-14 300 300)',
  'translate(300 300) scale(1.22) translate(-300 -300)',
  'matrix(-1 0 0 1 600 0)',
  'rotate(12 300 300) translate(300 300) scale(.86) translate(-300 -300)',
];
const CATEGORY_COLORS = ['#d9481c', '#1d6fb8', '#2e8b57', '#b7791f', '#7b4bb7'];
const FALLBACK_COLOR = '#5b6470';

/** Term ids come from the static catalogue data, not from the size or seed, so they map back without a query. */
let termsById: Map<number, TermSeed> | null = null;
function termById(id: number | null): TermSeed | undefined {
  if (id === null) return undefined;
  termsById ??= new Map(buildTermRegistry().terms.map((term) => [term.id, term]));
  return termsById.get(id);
}

function svgDocument(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">${body}</svg>`;
}

/** Picture `index` (1-based) of a product, as served at `/img/p/<id>-<index>.svg`. */
export function productImageSvg(product: Pick<Product, 'id' | 'brandId' | 'primaryCategoryId'>, index: number): string {
  const category = termById(product.primaryCategoryId);
  const brand = termById(product.brandId);
  const color = (brand?.taxonomy === BRAND_TAXONOMY ? brandBySlug(brand.slug)?.color : undefined) ?? FALLBACK_COLOR;
  const view = VIEWS[(Math.max(1, Math.floor(index)) - 1) % VIEWS.length] ?? '';
  const background = BACKGROUNDS[(product.id + index) % BACKGROUNDS.length] ?? BACKGROUNDS[0]!;
  const shape = shapeFor(category?.taxonomy === CATEGORY_TAXONOMY ? category.slug : 'drill');
  return svgDocument(
    `<rect width="${SIZE}" height="${SIZE}" fill="${background}"/>` +
      `<ellipse cx="300" cy="540" rx="210" ry="22" fill="#000" opacity=".07"/>` +
      `<g transform="${view}">${shape(color, background)}</g>`,
  );
}

/** A category tile: the category's drawing on a tinted disc. */
export function categoryImageSvg(term: Pick<Term, 'id' | 'slug'>): string {
  const color = CATEGORY_COLORS[term.id % CATEGORY_COLORS.length] ?? FALLBACK_COLOR;
  const background = '#f3f5f8';
  return svgDocument(
    `<rect width="${SIZE}" height="${SIZE}" fill="${background}"/><circle cx="300" cy="300" r="270" fill="${color}" opacity=".12"/>` +
      `<g transform="translate(300 300) scale(.85) translate(-300 -300)">${shapeFor(term.slug)(color, background)}</g>`,
  );
}

/** A brand badge in the brand's colour with its Latin initials (Latin renders with the SVG's fallback font). */
export function brandLogoSvg(term: Pick<Term, 'slug'>): string {
  const brand = brandBySlug(term.slug);
  const initials = brand?.code ?? term.slug.split('-').map((part) => part.charAt(0)).join('').slice(0, 2).toUpperCase();
  const color = brand?.color ?? FALLBACK_COLOR;
  const ink = isLight(color) ? '#1f2328' : '#ffffff';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120">` +
    `<rect x="4" y="4" width="232" height="112" rx="24" fill="${color}"/>` +
    `<text x="120" y="78" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="52" font-weight="700" ` +
    `fill="${ink}">${escapeXml(initials)}</text></svg>`
  );
}

/** Relative luminance above the midpoint: dark ink reads better on yellow than white does. */
function isLight(hex: string): boolean {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 150;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
