import type { ImgHTMLAttributes } from 'react';
import { imageSrcSet, imageVariantUrl } from '../../../contract/image-variants';
import { useDataSaver } from '../../lib/data-saver';

/**
 * A stored image (cover, avatar, slide) at the size it is shown (issue 21): the browser picks among its WebP
 * copies (320, 640, 1280 px) by `sizes`; with data saver on, the smallest copy only. An image with no copies
 * (an outside address) is shown as it is.
 */
export function StoredImage({
  src,
  sizes,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & { src: string; sizes: string }) {
  const [dataSaver] = useDataSaver();
  const srcSet = imageSrcSet(src);
  if (!srcSet) return <img src={src} {...props} />;
  if (dataSaver) return <img src={imageVariantUrl(src, 320) ?? src} {...props} />;
  return <img src={src} srcSet={srcSet} sizes={sizes} {...props} />;
}
