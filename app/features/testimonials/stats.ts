/**
 * The review widget's figures: count, average to one decimal and the
 * five-star share rounded to a whole percent; 4.9 and 94% when there are no testimonials.
 */
export const EMPTY_AVERAGE = 4.9;
export const EMPTY_FIVE_STAR_SHARE = 94;
export const HOME_TESTIMONIAL_LIMIT = 6;

export interface WidgetStats {
  count: number;
  /** Average rating written to one decimal, e.g. "4.7". */
  average: string;
  /** Whole percent of five-star ratings. */
  fiveStarShare: number;
}

export function widgetStats(testimonials: ReadonlyArray<{ rating: number }>): WidgetStats {
  const count = testimonials.length;
  if (count === 0) return { count, average: EMPTY_AVERAGE.toFixed(1), fiveStarShare: EMPTY_FIVE_STAR_SHARE };
  const sum = testimonials.reduce((total, t) => total + t.rating, 0);
  const fives = testimonials.filter((t) => t.rating === 5).length;
  return {
    count,
    average: (Math.round((sum / count) * 10) / 10).toFixed(1),
    fiveStarShare: Math.round((fives / count) * 100),
  };
}
