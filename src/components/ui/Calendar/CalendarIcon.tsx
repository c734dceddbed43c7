/**
 * The calendar mark of the date pickers' buttons. Kept out of the kit's Icon set: every chart imports that
 * set, and a chart has no date picker to pay for.
 */
export function CalendarIcon({ size, className }: { size: number; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className={className}>
      <path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />
    </svg>
  );
}
