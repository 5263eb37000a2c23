// The play / pause control of a carousel (WCAG 2.2.2: moving content can be paused).
import { useTranslation } from 'react-i18next';
import { PauseIcon, PlayIcon } from 'shared';

export function PauseButton({
  paused,
  onToggle,
  className,
}: {
  paused: boolean;
  onToggle: () => void;
  className: string;
}) {
  const { t } = useTranslation('shared');
  return (
    <button
      type="button"
      className={className}
      aria-pressed={paused}
      aria-label={paused ? t('ui.play') : t('ui.pause')}
      onClick={onToggle}
    >
      {paused ? <PlayIcon /> : <PauseIcon />}
    </button>
  );
}
