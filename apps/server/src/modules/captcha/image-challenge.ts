import { createRequire } from 'node:module';

interface SvgCaptchaOptions {
  width?: number;
  height?: number;
  fontSize?: number;
  noise?: number;
  color?: boolean;
  background?: string;
}

/**
 * svg-captcha's main export renders a given text (its typings only declare `create`, which picks
 * its own text with Math.random; we choose the text with a cryptographic random source instead).
 */
const renderText = createRequire(import.meta.url)('svg-captcha') as (
  text: string,
  options?: SvgCaptchaOptions,
) => string;

/**
 * SVG markup of `text` drawn as glyph outlines (paths, no text nodes a script could read), each
 * letter nudged and tinted at random, crossed by `noiseLines` curves.
 */
export function renderImageChallenge(text: string, noiseLines: number): string {
  return renderText(text, {
    width: 40 + text.length * 28,
    height: 60,
    fontSize: 56,
    noise: noiseLines,
    color: true,
    background: '#f4f1ea',
  });
}
