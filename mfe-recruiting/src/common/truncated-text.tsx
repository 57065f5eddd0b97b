// Text cut to 17 characters plus an ellipsis when longer than 18 (docs/product.md §9); the whole text shows on hover
// (title) and is what assistive technology reads.
import { truncate, TRUNCATE_OVER } from '@alfie/shared/contracts';

export function TruncatedText({ text }: { text: string | null | undefined }) {
  const full = text ?? '';
  if (full.length <= TRUNCATE_OVER) return <>{full}</>;
  return (
    <span title={full}>
      <span aria-hidden="true">{truncate(full)}</span>
      <span className="alfie-visually-hidden">{full}</span>
    </span>
  );
}
