/** The text of a PDF as a reader would select it, whitespace runs made one space (lines wrap anywhere). */
import { PDFParse } from 'pdf-parse';

export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}
