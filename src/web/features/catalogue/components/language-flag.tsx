/**
 * A language's flag. The catalogue stores either a picture URL or an emoji flag; emoji flags are not drawn on
 * every system (Windows shows two letters), so they are shown as a badge with the country letters they encode.
 */

const REGIONAL_A = 0x1f1e6;

/** "🇫🇷" → "FR"; anything else gives the language code in capitals. */
export function flagLetters(flag: string | null, code: string): string {
  const letters = Array.from(flag ?? '')
    .map((char) => char.codePointAt(0) ?? 0)
    .filter((point) => point >= REGIONAL_A && point <= REGIONAL_A + 25)
    .map((point) => String.fromCharCode(65 + point - REGIONAL_A))
    .join('');
  return letters.length === 2 ? letters : code.slice(0, 2).toUpperCase();
}

function isPicture(flag: string | null): flag is string {
  return !!flag && /^(https?:\/\/|\/)/.test(flag);
}

export function LanguageFlag({
  flag,
  code,
  size = 'md',
}: {
  flag: string | null;
  code: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const box = { sm: 'size-8 text-[0.7rem]', md: 'size-11 text-sm', lg: 'size-14 text-base' }[size];
  if (isPicture(flag)) {
    return (
      <img src={flag} alt="" className={`${box} shrink-0 rounded-full object-cover ring-2 ring-white`} />
    );
  }
  return (
    <span
      aria-hidden="true"
      lang="en"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-sky-600 to-indigo-700 font-bold tracking-wider text-white shadow-sm ring-2 ring-white`}
    >
      {flagLetters(flag, code)}
    </span>
  );
}
