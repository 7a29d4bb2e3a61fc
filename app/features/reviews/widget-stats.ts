/**
 * The review widget's figures from approved customer reviews: count, average to one decimal and
 * the five-star share rounded to a whole percent. With none there are no figures of our own (the
 * widget shows the owner's external rating with its source, or nothing).
 */
export const HOME_REVIEW_LIMIT = 6;

export interface WidgetStats {
  count: number;
  /** Average rating written to one decimal, e.g. "4.7". */
  average: string;
  /** Whole percent of five-star ratings. */
  fiveStarShare: number;
}

export function widgetStats(reviews: ReadonlyArray<{ rating: number }>): WidgetStats | null {
  const count = reviews.length;
  if (count === 0) return null;
  const sum = reviews.reduce((total, t) => total + t.rating, 0);
  const fives = reviews.filter((t) => t.rating === 5).length;
  return {
    count,
    average: (Math.round((sum / count) * 10) / 10).toFixed(1),
    fiveStarShare: Math.round((fives / count) * 100),
  };
}
