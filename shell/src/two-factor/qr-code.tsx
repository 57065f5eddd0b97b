// A QR code drawn in the page as SVG (uqr encodes it here): the secret never leaves the browser for an image service.
import { encode } from 'uqr';

export function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  // One path of 1x1 squares: small markup, crisp at any scale.
  const d = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={Math.max(size * 5, 200)}
      height={Math.max(size * 5, 200)}
      shapeRendering="crispEdges"
      className="two-factor-qr"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
