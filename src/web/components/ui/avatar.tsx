import { StoredImage } from './stored-image';

/** A user's picture, or the first letter of their name on a brand disc. */
export function Avatar({
  name,
  src,
  size = 'md',
  className = '',
}: {
  name: string;
  src: string | null | undefined;
  size?: 'sm' | 'md' | 'xl';
  className?: string;
}) {
  const dimension = { sm: 'size-9 text-sm', md: 'size-11 text-base', xl: 'size-28 text-4xl' }[size];
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
  if (src) {
    return (
      <StoredImage
        src={src}
        sizes={size === 'xl' ? '112px' : '44px'}
        alt=""
        className={`${dimension} shrink-0 rounded-full object-cover ring-2 ring-white ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${dimension} inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 font-bold text-white ring-2 ring-white ${className}`}
    >
      {initial}
    </span>
  );
}
