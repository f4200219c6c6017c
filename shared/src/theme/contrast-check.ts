import { contrastRatio, MIN_TEXT_CONTRAST, textOnFilled } from './contrast.ts';

export type TContrastProblem = {
  /** The colour to change. */
  field: 'textColor' | 'primaryColor';
  /** What it is read against: the page's background, or the text written on a filled button. */
  against: 'backgroundColor' | 'buttonText';
  ratio: number;
  minimum: number;
};

/**
 * What makes a firm's colours unreadable, by WCAG AA for normal text (4.5:1): body text on the page's
 * background, and the text a filled button in the primary colour carries (which Mantine picks, black or
 * white, by the colour's luminance, so some mid-tones read at barely 3:1). Empty when both pass.
 */
export function themeContrastProblems(colors: {
  primaryColor: string;
  backgroundColor: string;
  textColor: string;
}): TContrastProblem[] {
  const problems: TContrastProblem[] = [];
  const text = contrastRatio(colors.textColor, colors.backgroundColor);
  if (text < MIN_TEXT_CONTRAST) {
    problems.push({
      field: 'textColor',
      against: 'backgroundColor',
      ratio: text,
      minimum: MIN_TEXT_CONTRAST,
    });
  }
  const button = contrastRatio(textOnFilled(colors.primaryColor), colors.primaryColor);
  if (button < MIN_TEXT_CONTRAST) {
    problems.push({
      field: 'primaryColor',
      against: 'buttonText',
      ratio: button,
      minimum: MIN_TEXT_CONTRAST,
    });
  }
  return problems;
}
