// Reward application rules (spec account §2, §5, §8): remark at most 140 characters, at most 3 JPEG / PNG
// pictures of at most 5,242,880 bytes each, and the parts the promotion requires. The claim form and the
// platform API run this same code; results are i18n keys of the shared namespace.
import type { Promotion } from '../api/contract';
import { INPUT_LIMITS, REWARD_PICTURES } from '../config/constants.ts';
import type { RuleMessage } from './rules';

/** What the rules need to know of a picture: its MIME type (or file name) and its size in bytes. */
export interface RewardPictureInfo {
  type: string;
  name?: string;
  size: number;
}

export interface RewardApplicationInput {
  remarks: string;
  pictures: readonly RewardPictureInfo[];
}

export type RewardRequirements = Pick<Promotion, 'imageRequired' | 'remarkRequired'>;

export interface RewardFieldErrors {
  remarks: RuleMessage[];
  pictures: RuleMessage[];
}

export const REWARD_MESSAGES = {
  /** activity_image_type */
  imageType: { key: 'validation.reward.imageType' },
  /** activity_apply_remark_limit3 */
  imageSize: { key: 'validation.reward.imageSize', params: { mb: REWARD_PICTURES.maxBytes / 1024 / 1024 } },
  /** activity_apply_remark_limit4 */
  imageCount: { key: 'validation.reward.imageCount', params: { max: REWARD_PICTURES.max } },
  remarkLength: {
    key: 'validation.reward.remarkLength',
    params: { max: INPUT_LIMITS.rewardRemarkMaxLength },
  },
  remarkRequired: { key: 'validation.reward.remarkRequired' },
  pictureRequired: { key: 'validation.reward.pictureRequired' },
} as const satisfies Record<string, RuleMessage>;

const MIME_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);
const EXTENSION = /\.([a-z0-9]+)$/i;

/** True for a JPEG or PNG picture, judged by MIME type, else by the file name's extension. */
export function isAllowedPictureType(picture: Pick<RewardPictureInfo, 'type' | 'name'>): boolean {
  if (picture.type) return MIME_TYPES.has(picture.type.toLowerCase());
  const extension = EXTENSION.exec(picture.name ?? '')?.[1]?.toLowerCase() ?? '';
  return (REWARD_PICTURES.types as readonly string[]).includes(extension);
}

/** The message for one picture that cannot be attached, or null when it may be. */
export function checkRewardPicture(picture: RewardPictureInfo): RuleMessage | null {
  if (!isAllowedPictureType(picture)) return REWARD_MESSAGES.imageType;
  if (picture.size > REWARD_PICTURES.maxBytes) return REWARD_MESSAGES.imageSize;
  return null;
}

/** The message when `count` pictures are too many, or null. */
export function checkRewardPictureCount(count: number): RuleMessage | null {
  return count > REWARD_PICTURES.max ? REWARD_MESSAGES.imageCount : null;
}

const required = (flag: 'Y' | 'N') => flag === 'Y';

/** Every failing rule of an application against its promotion's requirements. */
export function checkRewardApplication(
  input: RewardApplicationInput,
  promotion: RewardRequirements,
): RewardFieldErrors {
  const remarks: RuleMessage[] = [];
  const pictures: RuleMessage[] = [];
  const remark = input.remarks.trim();
  if (input.remarks.length > INPUT_LIMITS.rewardRemarkMaxLength) remarks.push(REWARD_MESSAGES.remarkLength);
  if (required(promotion.remarkRequired) && remark === '') remarks.push(REWARD_MESSAGES.remarkRequired);
  const countMessage = checkRewardPictureCount(input.pictures.length);
  if (countMessage) pictures.push(countMessage);
  const pictureMessages = new Map<string, RuleMessage>();
  for (const picture of input.pictures) {
    const message = checkRewardPicture(picture);
    if (message) pictureMessages.set(message.key, message);
  }
  pictures.push(...pictureMessages.values());
  if (required(promotion.imageRequired) && input.pictures.length === 0)
    pictures.push(REWARD_MESSAGES.pictureRequired);
  return { remarks, pictures };
}

/**
 * Submit is enabled only when the required parts are filled (spec account §4, §5): both when both are required,
 * only the picture or only the remark when only that one is; a promotion that requires neither takes a plain
 * application.
 */
export function rewardSubmitEnabled(input: RewardApplicationInput, promotion: RewardRequirements): boolean {
  const hasRemark = input.remarks.trim() !== '';
  const hasPicture = input.pictures.length > 0;
  if (required(promotion.imageRequired) && !hasPicture) return false;
  return !(required(promotion.remarkRequired) && !hasRemark);
}
