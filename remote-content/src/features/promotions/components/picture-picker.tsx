// The picture picker of the reward form: a labelled button opens the file chooser (JPEG / PNG, several at
// once); the pictures show as thumbnails, 4 per row, each with a remove button.
import { type ChangeEvent, useId, useRef } from 'react';
import { REWARD_PICTURES, Spinner } from 'shared';
import type { RewardPicture } from '../hooks/use-reward-pictures';
import { usePromotionsTranslation } from '../texts';
import { CloseIcon } from 'shared';

export interface PicturePickerProps {
  label: string;
  pictures: readonly RewardPicture[];
  reading: number;
  errors: readonly string[];
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: number) => void;
  /** False when no more may be added (it has said why). */
  checkRoom: () => boolean;
}

export function PicturePicker({
  label,
  pictures,
  reading,
  errors,
  disabled,
  onAdd,
  onRemove,
  checkRoom,
}: PicturePickerProps) {
  const { t } = usePromotionsTranslation();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = errors.length > 0 ? `${hintId} ${errorId}` : hintId;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file can be picked again after it was removed.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  };

  return (
    <div className="cnt-reward-field" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="cnt-reward-field__label">
        {label}
      </span>
      <p id={hintId} className="cnt-reward-field__hint">
        {t('promotions.apply.picturesHint', {
          max: REWARD_PICTURES.max,
          mb: REWARD_PICTURES.maxBytes / 1024 / 1024,
        })}
      </p>
      <ul className="cnt-reward-pictures">
        {pictures.map((picture, index) => (
          <li key={picture.key} className="cnt-reward-pictures__item">
            <img
              src={picture.dataUrl}
              alt={t('promotions.apply.picture', { index: index + 1 })}
              className="cnt-reward-pictures__thumb"
            />
            <button
              type="button"
              className="cnt-reward-pictures__remove"
              aria-label={t('promotions.apply.removePicture', { index: index + 1 })}
              disabled={disabled}
              onClick={() => onRemove(picture.key)}
            >
              <CloseIcon />
            </button>
          </li>
        ))}
        <li className="cnt-reward-pictures__item">
          <button
            type="button"
            className="cnt-reward-pictures__add"
            aria-describedby={describedBy}
            aria-busy={reading > 0 || undefined}
            disabled={disabled}
            onClick={() => {
              if (checkRoom()) input.current?.click();
            }}
          >
            {reading > 0 ? <Spinner /> : <span aria-hidden="true">+</span>}
            <span className="cnt-reward-pictures__add-text">{t('promotions.apply.addPicture')}</span>
          </button>
        </li>
      </ul>
      <p className="mc-visually-hidden" aria-live="polite">
        {reading > 0 ? t('promotions.apply.reading') : ''}
      </p>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        multiple
        hidden
        tabIndex={-1}
        disabled={disabled}
        data-testid="reward-picture-input"
        onChange={onChange}
      />
      {errors.length > 0 && (
        <p id={errorId} className="cnt-reward-field__error" aria-live="polite">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
