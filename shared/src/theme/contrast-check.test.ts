import { describe, expect, it } from '@jest/globals';
import { themeContrastProblems } from './contrast-check.ts';
import { textOnFilled } from './contrast.ts';

describe('themeContrastProblems', () => {
  it('passes the default theme and a readable dark one', () => {
    expect(
      themeContrastProblems({ primaryColor: '#2563eb', backgroundColor: '#f8fafc', textColor: '#0f172a' }),
    ).toEqual([]);
    expect(
      themeContrastProblems({ primaryColor: '#fbbf24', backgroundColor: '#0b1120', textColor: '#e5e7eb' }),
    ).toEqual([]);
  });

  it('names body text that is too faint on its background, with the ratio', () => {
    const [problem] = themeContrastProblems({
      primaryColor: '#2563eb',
      backgroundColor: '#ffffff',
      textColor: '#a3a3a3',
    });
    expect(problem).toMatchObject({ field: 'textColor', against: 'backgroundColor', minimum: 4.5 });
    expect(problem?.ratio).toBeCloseTo(2.52, 1);
  });

  it('names a primary colour whose button text (chosen black or white by luminance) reads under AA', () => {
    expect(textOnFilled('#e0457b')).toBe('#ffffff');
    expect(
      themeContrastProblems({ primaryColor: '#e0457b', backgroundColor: '#ffffff', textColor: '#111111' }),
    ).toEqual([expect.objectContaining({ field: 'primaryColor', against: 'buttonText' })]);
    // Light colours get black text, which reads well on them.
    expect(textOnFilled('#fde68a')).toBe('#000000');
  });
});
