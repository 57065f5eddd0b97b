// The Alfie logo, inline so it needs no asset loader and scales with the text.
export function Logo() {
  return (
    <svg width="112" height="32" viewBox="0 0 112 32" aria-hidden="true" focusable="false">
      <rect x="0" y="2" width="28" height="28" rx="6" fill="#0b4f8a" />
      <path
        d="M8 24 L14 8 L20 24 M10.5 18 H17.5"
        stroke="#ffffff"
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
      />
      <text x="36" y="23" fontFamily="system-ui, sans-serif" fontSize="20" fontWeight="700" fill="#0b4f8a">
        Alfie
      </text>
    </svg>
  );
}
