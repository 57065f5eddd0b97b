// Writes the placeholder terms and privacy PDFs the shell serves at /legal/{it,en,fr}/{terms,privacy}.pdf.
// Run: node tooling/legal/make-legal-pdfs.mjs (the files are committed; rerun only to change their text).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const TEXTS = {
  it: {
    terms: [
      'Alfie - Termini e condizioni',
      'Versione 1.1.4',
      'Il servizio mette in contatto aziende e personal assistant.',
      'Il testo definitivo sara fornito dall ufficio legale.',
    ],
    privacy: [
      'Alfie - Informativa sulla privacy',
      'Versione 1.1.4',
      'I dati sono trattati solo per erogare il servizio.',
      'Il testo definitivo sara fornito dall ufficio legale.',
    ],
  },
  en: {
    terms: [
      'Alfie - Terms and conditions',
      'Version 1.1.4',
      'The service connects companies with personal assistants.',
      'The final text will be provided by the legal office.',
    ],
    privacy: [
      'Alfie - Privacy policy',
      'Version 1.1.4',
      'Data is processed only to provide the service.',
      'The final text will be provided by the legal office.',
    ],
  },
  fr: {
    terms: [
      'Alfie - Conditions generales',
      'Version 1.1.4',
      'Le service met en relation entreprises et assistants personnels.',
      'Le texte definitif sera fourni par le service juridique.',
    ],
    privacy: [
      'Alfie - Politique de confidentialite',
      'Version 1.1.4',
      'Les donnees sont traitees uniquement pour fournir le service.',
      'Le texte definitif sera fourni par le service juridique.',
    ],
  },
};

const escape = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page PDF 1.4 with Helvetica text and a correct cross-reference table. */
function pdf(lines) {
  const text = lines
    .map((l, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 72 ${760 - i * 28} Td (${escape(l)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

for (const [locale, docs] of Object.entries(TEXTS)) {
  const dir = path.join(root, 'shell/public/legal', locale);
  mkdirSync(dir, { recursive: true });
  for (const [doc, lines] of Object.entries(docs)) writeFileSync(path.join(dir, `${doc}.pdf`), pdf(lines));
}
console.log('legal PDFs written under shell/public/legal');
