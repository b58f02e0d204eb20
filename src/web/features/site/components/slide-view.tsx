import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { SLIDE_IMAGE_SIZES } from '../../../../contract/image-variants';
import type { Slide } from '../../../../contract/slides';
import { StoredImage } from '../../../components/ui/stored-image';
import type { AppLanguage } from '../../../lib/languages';

/**
 * One slide: its media (loaded only when `load`), the overlay in its colour and opacity, its texts and call to
 * action. Off-screen slides are hidden from everyone (`inert`, `aria-hidden`) so focus and readers stay on the
 * one shown. `fade` crossfades; `slide` moves along the reading direction; neither moves with reduced motion.
 */
export function SlideView({
  slide,
  language,
  position,
  visible,
  load,
  first = false,
  animate,
  playing,
  label,
  onFollow,
}: {
  slide: Slide;
  language: AppLanguage;
  position: number;
  visible: boolean;
  load: boolean;
  /** The slide shown when the page opens: its image is fetched at once, with high priority. */
  first?: boolean;
  animate: boolean;
  playing: boolean;
  label: string;
  onFollow: () => void;
}) {
  const title = slide.title[language];
  const description = slide.description[language];
  const cta = slide.cta_text[language];
  const offset = Math.sign(position) * 100;
  const motion = animate ? 'transition-[opacity,transform] duration-700 ease-out' : '';
  const placement =
    slide.transition === 'slide' && !visible
      ? { transform: `translateX(calc(${offset}% * var(--slide-direction, 1)))` }
      : {};
  const ctaClass =
    'mt-5 inline-flex h-11 items-center rounded-xl bg-white px-5 font-semibold text-slate-900 shadow hover:bg-amber-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-400';
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={visible ? undefined : true}
      inert={!visible}
      className={`absolute inset-0 ${motion} ${visible ? 'z-10 opacity-100' : 'z-0 opacity-0'} rtl:[--slide-direction:-1]`}
      style={placement}
    >
      {load ? (
        slide.media_type === 'video' && slide.video_url ? (
          <SlideVideo src={slide.video_url} playing={playing && visible} label={slide.alt_text || title} />
        ) : slide.image_url ? (
          <StoredImage
            className="absolute inset-0 size-full object-cover"
            src={slide.image_url}
            // The carousel is the width of the page's column (max-w-6xl less its padding); the server preloads
            // the first slide's image with the same sizes (decision 100).
            sizes={SLIDE_IMAGE_SIZES}
            alt={slide.alt_text}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
          />
        ) : null
      ) : null}
      <div
        className="absolute inset-0"
        style={{ backgroundColor: slide.overlay_color, opacity: slide.overlay_opacity }}
        aria-hidden="true"
      />
      <div className="relative flex h-full max-w-2xl flex-col justify-center px-6 pb-16 text-white sm:px-12">
        <h2 className="text-2xl leading-tight font-extrabold drop-shadow sm:text-4xl" dir="auto">
          {title}
        </h2>
        {description ? (
          <p className="mt-3 text-base text-white/90 drop-shadow sm:text-lg" dir="auto">
            {description}
          </p>
        ) : null}
        {cta && slide.cta_link ? (
          slide.cta_link.startsWith('/') ? (
            <Link to={slide.cta_link} className={ctaClass} onClick={onFollow} dir="auto">
              {cta}
            </Link>
          ) : (
            <a
              href={slide.cta_link}
              className={ctaClass}
              onClick={onFollow}
              rel="noopener noreferrer"
              dir="auto"
            >
              {cta}
            </a>
          )
        ) : null}
      </div>
    </div>
  );
}

/** A muted, looping video that plays only while its slide is shown and the carousel is not paused. */
function SlideVideo({ src, playing, label }: { src: string; playing: boolean; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (playing) video.play().catch(() => undefined);
    else video.pause();
  }, [playing]);
  return (
    <video
      ref={ref}
      className="absolute inset-0 size-full object-cover"
      src={src}
      muted
      loop
      playsInline
      preload="metadata"
      aria-label={label}
    />
  );
}
