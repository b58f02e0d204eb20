import { StarIcon } from '../../../components/ui/icons';

/** Five stars, `value` of them filled (rounded to the nearest half up); decorative: callers say the number. */
export function RatingStars({ value, className = 'size-4' }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span className="inline-flex text-amber-500" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          filled={star <= filled}
          className={`${className} ${star <= filled ? '' : 'text-slate-300'}`}
        />
      ))}
    </span>
  );
}
