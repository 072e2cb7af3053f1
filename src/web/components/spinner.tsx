/** The busy indicator inside buttons and panels (decorative: the button's label says what happens). */
export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} animate-spin rounded-full border-2 border-current border-t-transparent`}
    />
  );
}
