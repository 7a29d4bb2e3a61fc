/** Where an external rating comes from: its source's name, linked when the owner gave an address. */
export function RatingSource({ name, url, className }: { name: string; url: string; className?: string }) {
  return url ? (
    <a href={url} rel="noopener" className={className ?? "underline"} data-testid="rating-source">
      {name}
    </a>
  ) : (
    <span className={className} data-testid="rating-source">
      {name}
    </span>
  );
}
