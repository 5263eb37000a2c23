// The interface languages (BN default, EN) and the 31 language names the text resources carry (spec §1).

export const SUPPORTED_LANGUAGES = ['bn', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'bn';

/** Language codes of the spec, with their own names (endonyms) and English names. */
export const LANGUAGE_NAMES: Record<string, { native: string; english: string }> = {
  CN: { native: '简体中文', english: 'Chinese (Simplified)' },
  EN: { native: 'English', english: 'English' },
  JA: { native: '日本語', english: 'Japanese' },
  TH: { native: 'ไทย', english: 'Thai' },
  VI: { native: 'Tiếng Việt', english: 'Vietnamese' },
  MY: { native: 'မြန်မာ', english: 'Burmese' },
  ES: { native: 'Español', english: 'Spanish' },
  HI: { native: 'हिन्दी', english: 'Hindi' },
  ID: { native: 'Bahasa Indonesia', english: 'Indonesian' },
  KM: { native: 'ភាសាខ្មែរ', english: 'Khmer' },
  KO: { native: '한국어', english: 'Korean' },
  MS: { native: 'Bahasa Melayu', english: 'Malay' },
  PT: { native: 'Português', english: 'Portuguese' },
  'PT-BR': { native: 'Português (Brasil)', english: 'Portuguese (Brazil)' },
  TA: { native: 'தமிழ்', english: 'Tamil' },
  TW: { native: '繁體中文', english: 'Chinese (Traditional)' },
  TY: { native: 'Reo Tahiti', english: 'Tahitian' },
  UR: { native: 'اردو', english: 'Urdu' },
  'UR-LA': { native: 'Urdu (Latin)', english: 'Urdu (Latin script)' },
  TR: { native: 'Türkçe', english: 'Turkish' },
  BN: { native: 'বাংলা', english: 'Bengali' },
  AR: { native: 'العربية', english: 'Arabic' },
  FA: { native: 'فارسی', english: 'Persian' },
  RU: { native: 'Русский', english: 'Russian' },
  KK: { native: 'Қазақ тілі', english: 'Kazakh' },
  UZ: { native: 'Oʻzbekcha', english: 'Uzbek' },
  LO: { native: 'ລາວ', english: 'Lao' },
  NE: { native: 'नेपाली', english: 'Nepali' },
  FR: { native: 'Français', english: 'French' },
  TE: { native: 'తెలుగు', english: 'Telugu' },
  SW: { native: 'Kiswahili', english: 'Swahili' },
};

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
