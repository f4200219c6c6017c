/**
 * Generates the ten shades Mantine expects for a colour (index 0 lightest, 9 darkest) from one brand
 * colour, keeping its hue and saturation. The brand colour itself sits at index 6, Mantine's default
 * primary shade for light schemes, so buttons show exactly the colour the firm picked.
 */
const BRAND_SHADE_INDEX = 6;
const LIGHTEST = 0.96;
const DARKEST = 0.12;

interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function normalizeHex(hex: string): string {
  const body = hex.replace('#', '').toLowerCase();
  const full = body.length === 3 ? [...body].map((c) => c + c).join('') : body;
  return `#${full}`;
}

function hexToHsl(hex: string): Hsl {
  const value = normalizeHex(hex).slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: h * 60, s, l };
}

function hslToHex({ h, s, l }: Hsl): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function generateShades(hex: string): string[] {
  const base = hexToHsl(hex);
  // Keep the base lightness inside the ramp so shades stay ordered even for near-white or near-black brands.
  const baseL = Math.min(Math.max(base.l, DARKEST + 0.05), LIGHTEST - 0.05);
  return Array.from({ length: 10 }, (_, index) => {
    if (index === BRAND_SHADE_INDEX) return normalizeHex(hex);
    const l =
      index < BRAND_SHADE_INDEX
        ? LIGHTEST - ((LIGHTEST - baseL) * index) / BRAND_SHADE_INDEX
        : baseL - ((baseL - DARKEST) * (index - BRAND_SHADE_INDEX)) / (9 - BRAND_SHADE_INDEX);
    return hslToHex({ ...base, l });
  });
}
