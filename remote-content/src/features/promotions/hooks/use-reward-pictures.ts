// The pictures of a reward application (spec account §2, §5, §8): each picked file is checked in turn (the
// count first, then type and size); a failing one is skipped with a 1.5 s toast of the rule's text. Accepted
// files are read as data URLs; one that cannot be read is skipped with its own toast. Reading happens in the
// background: `reading` counts the files still being read, and a cleared form ignores late results. The list is
// the form's pictures field (a controlled value), read afresh after each wait and changed as a whole.
import { useTranslation } from 'react-i18next';
import { useRef, useState } from 'react';
import { REWARD_PICTURES, showToast, TOAST_DURATION } from 'shared';
import {
  checkRewardPicture,
  checkRewardPictureCount,
  type RewardPictureInfo,
  type RuleMessage,
} from 'shared/validation';
import { readPictureAsDataUrl } from '../lib/read-picture';
import { usePromotionsTranslation } from '../texts';

export interface RewardPicture extends RewardPictureInfo {
  key: number;
  name: string;
  dataUrl: string;
}

/** The form's pictures field: the list as it is now (a read that ends later adds to that) and its change. */
export interface PicturesField {
  current: () => readonly RewardPicture[];
  change: (pictures: RewardPicture[]) => void;
}

export function useRewardPictures({ current, change }: PicturesField) {
  const { t } = usePromotionsTranslation();
  const { t: tShared } = useTranslation();
  const [reading, setReading] = useState(0);
  const nextKey = useRef(1);
  // Pictures accepted but still being read count towards the limit too.
  const pending = useRef(0);
  const generation = useRef(0);

  const ruleToast = (message: RuleMessage) =>
    showToast({
      type: 'fail',
      message: tShared(message.key, message.params ?? {}),
      duration: TOAST_DURATION.default,
      id: `reward-picture:${message.key}`,
    });

  /** Whether another picture may still be added; when not, says so (the count rule's toast). */
  const checkRoom = (): boolean => {
    const problem = checkRewardPictureCount(current().length + pending.current + 1);
    if (problem) ruleToast(problem);
    return problem === null;
  };

  const add = async (files: readonly File[]) => {
    const accepted: File[] = [];
    let count = current().length + pending.current;
    for (const file of files) {
      const problem =
        checkRewardPictureCount(count + 1) ??
        checkRewardPicture({ type: file.type, name: file.name, size: file.size });
      if (problem) {
        ruleToast(problem);
        continue;
      }
      accepted.push(file);
      count += 1;
    }
    if (accepted.length === 0) return;

    const round = generation.current;
    pending.current += accepted.length;
    setReading(pending.current);
    const results = await Promise.allSettled(accepted.map((file) => readPictureAsDataUrl(file)));
    if (round !== generation.current) return;
    pending.current -= accepted.length;
    setReading(pending.current);

    const read: RewardPicture[] = [];
    results.forEach((result, index) => {
      const file = accepted[index];
      if (!file) return;
      if (result.status === 'fulfilled') {
        read.push({
          key: nextKey.current++,
          name: file.name,
          type: file.type,
          size: file.size,
          dataUrl: result.value,
        });
      } else {
        showToast({
          type: 'fail',
          message: t('promotions.apply.unreadable'),
          duration: TOAST_DURATION.default,
          id: 'reward-picture:unreadable',
        });
      }
    });
    if (read.length > 0) change([...current(), ...read].slice(0, REWARD_PICTURES.max));
  };

  const remove = (key: number) => change(current().filter((picture) => picture.key !== key));

  const clear = () => {
    generation.current += 1;
    pending.current = 0;
    setReading(0);
    change([]);
  };

  return { reading, add, remove, clear, checkRoom };
}
