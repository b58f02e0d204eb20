/** Class names of the one button look, shared by <Button> and links that act as buttons. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-700 text-white shadow-sm shadow-brand-900/10 hover:bg-brand-800 focus-visible:outline-brand-700',
  secondary:
    'bg-white text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 hover:ring-slate-400 focus-visible:outline-brand-700',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-brand-700',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
  inverse: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-white',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
