import { normalizeHex } from './color-shades.ts';

function channels(hex: string): [number, number, number] {
  const value = normalizeHex(hex).slice(1);
  return [0, 2, 4].map((index) => parseInt(value.slice(index, index + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `weight` of `foreground` over `background`, as an opaque #rrggbb. */
export function mixHex(foreground: string, background: string, weight: number): string {
  const front = channels(foreground);
  const back = channels(background);
  return `#${front
    .map((channel, index) => Math.round(channel * weight + back[index]! * (1 - weight)))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Above this luminance Mantine writes dark text on a filled colour (its `luminanceThreshold`). */
const LIGHT_COLOR_LUMINANCE = 0.3;

/** The text Mantine writes on a filled button of this colour (autoContrast): black on light, white on dark. */
export function textOnFilled(hex: string): '#000000' | '#ffffff' {
  return luminance(hex) > LIGHT_COLOR_LUMINANCE ? '#000000' : '#ffffff';
}

/** WCAG AA for body text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The secondary ("dimmed") text colour for a page: the text colour softened towards the background, but
 * never below WCAG AA contrast (Mantine's default grey fails it on light backgrounds).
 */
export function dimmedTextColor(text: string, background: string): string {
  for (const weight of [0.7, 0.8, 0.9]) {
    const candidate = mixHex(text, background, weight);
    if (contrastRatio(candidate, background) >= MIN_TEXT_CONTRAST) return candidate;
  }
  return normalizeHex(text);
}

/** A background light text reads better on than dark text (the point where both contrasts are equal). */
export function isDarkColor(hex: string): boolean {
  return contrastRatio(hex, '#ffffff') > contrastRatio(hex, '#000000');
}

/** How much of the text colour each of Mantine's ten dark shades holds over the background. */
const SURFACE_TEXT_WEIGHTS = [1, 0.8, 0.62, 0.45, 0.3, 0.2, 0.1, 0, 0, 0] as const;

/**
 * Mantine's `dark` palette for a firm with a dark background: index 7 is the page itself, 6 a card a
 * shade lighter, 4 a border, 0 the text; 8 and 9 are darker still for pressed states.
 */
export function surfaceShades(text: string, background: string): string[] {
  return SURFACE_TEXT_WEIGHTS.map((weight, index) => {
    if (index === 8) return mixHex('#000000', background, 0.25);
    if (index === 9) return mixHex('#000000', background, 0.5);
    return mixHex(text, background, weight);
  });
}
