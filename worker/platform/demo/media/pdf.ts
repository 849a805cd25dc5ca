/** Characters a standard PDF font shows as written; the rest is simplified (é → e). */
function pdfText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/([\\()])/g, '\\$1');
}

/**
 * A one-page PDF with a title and a few lines in Helvetica: the demo agency's documents
 * (EPC certificate, floor plan, …) are generated, never fetched, like its pictures.
 */
export function simplePdf(title: string, lines: string[]): Uint8Array<ArrayBuffer> {
  const content = ['BT /F1 20 Tf 72 770 Td', `(${pdfText(title)}) Tj`, '/F1 11 Tf 0 -32 Td 16 TL', ...lines.map((line) => `(${pdfText(line)}) '`), 'ET'].join(
    '\n',
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // A copy typed as backed by an ArrayBuffer (workerd's TextEncoder is typed with ArrayBufferLike).
  return new Uint8Array(new TextEncoder().encode(pdf));
}
