import { describe, expect, it } from '@jest/globals';
import { sanitizeSvg } from './svg-sanitizer.ts';

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps the drawing: shapes, gradients and references inside the file, names in their case', async () => {
    const clean = await sanitizeSvg(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        svg(
          '<defs><linearGradient id="g"><stop offset="0" stop-color="#0f766e"/></linearGradient></defs>' +
            '<rect width="10" height="10" fill="url(#g)"/><text x="1" y="8">Vega</text>',
        ),
    );
    expect(clean).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g">' +
        '<stop offset="0" stop-color="#0f766e"/></linearGradient></defs>' +
        '<rect width="10" height="10" fill="url(#g)"/><text x="1" y="8">Vega</text></svg>',
    );
  });

  it('removes what runs: scripts, event handlers, javascript: links', async () => {
    const clean = await sanitizeSvg(
      svg(
        '<script>alert(1)</script><a href="javascript:alert(1)"><rect onclick="alert(1)"/></a>',
        ' onload="x()"',
      ),
    );
    expect(clean).not.toMatch(/script|onload|onclick|javascript/);
    expect(clean).toContain('<rect/>');
  });

  it('removes what reaches out: images, styles, foreign content and references to other files', async () => {
    const clean = await sanitizeSvg(
      svg(
        '<image href="https://evil.example/a.png"/><style>@import url(https://evil.example/a.css);</style>' +
          '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>' +
          '<use href="https://evil.example/s.svg#a"/>' +
          '<rect fill="url(https://evil.example/p.svg#g)"/><rect style="fill: url(https://evil.example/q)"/>',
      ),
    );
    expect(clean).not.toContain('evil.example');
    expect(clean).not.toMatch(/<image|<style|foreignObject|<div/);
  });

  it('refuses a document type (entities), and anything that is not one SVG', async () => {
    expect(await sanitizeSvg(`<!DOCTYPE svg [<!ENTITY x "y">]>${svg('<text>&x;</text>')}`)).toBeNull();
    expect(await sanitizeSvg('<html><body><p>hello</p></body></html>')).toBeNull();
    expect(await sanitizeSvg(`${svg('<rect/>')}${svg('<rect/>')}`)).toBeNull();
    expect(await sanitizeSvg('just text')).toBeNull();
  });

  it('declares its namespace when the upload did not (it is served as XML)', async () => {
    expect(await sanitizeSvg('<svg viewBox="0 0 1 1"><rect/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect/></svg>',
    );
  });
});
