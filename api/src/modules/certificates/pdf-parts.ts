const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A stored theme colour, or the default when it is not a plain hex colour pdfkit can draw. */
export function colourOr(value: string, fallback: string): string {
  return HEX_COLOUR.test(value) ? value : fallback;
}

/** The PDF as bytes once the document is ended: listens from the start, as pdfkit streams as it draws. */
export function pdfBytesOf(document: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
}
