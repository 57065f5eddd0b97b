import { readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(__dirname, '../../public/legal');

describe.each(['it', 'en', 'fr'])('legal PDFs in %s', (locale) => {
  it.each(['terms', 'privacy'])('%s.pdf is a well-formed PDF', (doc) => {
    const text = readFileSync(path.join(dir, locale, `${doc}.pdf`)).toString('latin1');
    expect(text.startsWith('%PDF-1.')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBeGreaterThanOrEqual(5);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
  });
});
