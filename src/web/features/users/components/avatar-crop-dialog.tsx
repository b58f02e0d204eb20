import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button-styles';

/** The side of the square picture sent to the server. */
const OUTPUT = 512;

interface Crop {
  zoom: number;
  /** -100 … 100: where the square sits in the slack the zoom leaves, horizontally and vertically. */
  x: number;
  y: number;
}

/** Draws the chosen square of `image` onto `canvas` (any size). */
function draw(canvas: HTMLCanvasElement, image: HTMLImageElement, crop: Crop) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const side = Math.min(image.naturalWidth, image.naturalHeight) / crop.zoom;
  const slackX = image.naturalWidth - side;
  const slackY = image.naturalHeight - side;
  const sx = (slackX * (crop.x + 100)) / 200;
  const sy = (slackY * (crop.y + 100)) / 200;
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, sx, sy, side, side, 0, 0, canvas.width, canvas.height);
}

/**
 * Crops a chosen picture to a square before it is uploaded: zoom and position with sliders (keyboard
 * operable), a round preview, then a 512 × 512 JPEG. A modal `<dialog>`, so focus stays inside and Escape
 * cancels.
 */
export function AvatarCropDialog({
  file,
  onCancel,
  onCropped,
}: {
  file: File;
  onCancel: () => void;
  onCropped: (file: File) => void;
}) {
  const { t } = useTranslation('users');
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const preview = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<Crop>({ zoom: 1, x: 0, y: 0 });

  useEffect(() => {
    const url = URL.createObjectURL(file);
    const element = new Image();
    element.onload = () => setImage(element);
    element.src = url;
    dialog.current?.showModal();
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    if (image && preview.current) draw(preview.current, image, crop);
  }, [image, crop]);

  function save() {
    if (!image) return;
    const canvas = document.createElement('canvas');
    canvas.width = OUTPUT;
    canvas.height = OUTPUT;
    draw(canvas, image, crop);
    canvas.toBlob(
      (blob) => {
        if (blob) onCropped(new File([blob], 'avatar.jpg', { type: 'image/jpeg' }));
      },
      'image/jpeg',
      0.9,
    );
  }

  const slider = (key: keyof Crop, min: number, max: number, step: number) => (
    <label className="block text-sm font-medium text-slate-800">
      {t(`avatar.crop.${key}`)}
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={crop[key]}
        onChange={(event) => setCrop((current) => ({ ...current, [key]: Number(event.target.value) }))}
        className="mt-1 block w-full accent-brand-700"
      />
    </label>
  );

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onCancel={onCancel}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('avatar.crop.title')}
      </h2>
      <div className="mt-4 flex justify-center">
        <canvas
          ref={preview}
          width={224}
          height={224}
          role="img"
          aria-label={t('avatar.crop.preview')}
          className="size-56 rounded-full bg-slate-100 ring-1 ring-slate-200"
        />
      </div>
      <div className="mt-5 space-y-3">
        {slider('zoom', 1, 3, 0.05)}
        {slider('x', -100, 100, 1)}
        {slider('y', -100, 100, 1)}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClasses('secondary', 'md')} onClick={onCancel}>
          {t('avatar.crop.cancel')}
        </button>
        <button type="button" className={buttonClasses('primary', 'md')} disabled={!image} onClick={save}>
          {t('avatar.crop.save')}
        </button>
      </div>
    </dialog>
  );
}
