// The demo slot page (GET /games/demo-slot): a small, real 3-reel slot in plain HTML + JS, served by the API
// with its own CSP (inline script and style, nothing external, framed only by the site). The site proxies
// /games/ same-origin, so the page reads the player's session from sessionStorage (MC_SESSION_INFO, else the
// trial MC_TRIAL_SESSION_INFO) and posts each spin to the demo-spin route with a fresh idempotency key.
import { LOBBY_PATHS, MERCHANT_CODE } from 'shared/contract';
import { Bell, Cherry, Citrus, type IconNode, Star } from 'lucide';
import { escapeXml } from './svg-art.ts';
import { DEMO_BETS_MINOR, THREE_OF_A_KIND, TWO_CHERRIES } from './slot.ts';

/**
 * The page's own policy: nothing external, and only the site may frame it ('self' is the origin the page is served
 * on, the site's: it proxies /games/ same-origin and the lobby frames the page from there).
 */
export const DEMO_SLOT_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'unsafe-inline'; frame-ancestors 'self'";

export type PageLang = 'en' | 'bn';

const TEXT = {
  en: {
    title: 'Demo Slot',
    balance: 'Balance',
    bet: 'Bet',
    spin: 'Spin',
    spinning: 'Spinning…',
    reels: 'Reels',
    lastResult: 'Last result',
    none: 'No spins yet',
    win: 'You won {amount}!',
    noWin: 'No win this time',
    insufficient: 'Insufficient balance: choose a smaller bet or deposit first.',
    sessionLost: 'Your session has ended. Please log in again.',
    unavailable: 'This game is not available right now.',
    error: 'Something went wrong. Please try again.',
    wagerExceeded: 'This bet would go over your wager limit.',
    lossExceeded: 'This bet could go over your loss limit.',
    remaining: 'You can stake {remaining} more {period}.',
    periods: { day: 'in the last 24 hours', week: 'in the last 7 days', month: 'in the last 30 days' },
    excluded: 'This account is in a time-out or self-exclusion period: no bets until it ends.',
    sessionLimit: 'Your session time limit has been reached and you have been signed out. Time for a break.',
    payTable: 'Pay table',
    threeOf: 'Three {symbol}',
    twoCherries: 'Two cherries',
    note: 'Third-party game providers are not reachable here: every game opens this demo slot.',
  },
  bn: {
    title: 'ডেমো স্লট',
    balance: 'ব্যালেন্স',
    bet: 'বাজি',
    spin: 'স্পিন',
    spinning: 'ঘুরছে…',
    reels: 'রিল',
    lastResult: 'শেষ ফলাফল',
    none: 'এখনো কোনো স্পিন হয়নি',
    win: 'আপনি {amount} জিতেছেন!',
    noWin: 'এবার জেতা হয়নি',
    insufficient: 'পর্যাপ্ত ব্যালেন্স নেই: ছোট বাজি বেছে নিন বা আগে জমা দিন।',
    sessionLost: 'আপনার সেশন শেষ হয়েছে। আবার লগইন করুন।',
    unavailable: 'এই গেমটি এখন পাওয়া যাচ্ছে না।',
    error: 'কিছু ভুল হয়েছে। আবার চেষ্টা করুন।',
    wagerExceeded: 'এই বাজিটি আপনার বাজি ধরার সীমা ছাড়িয়ে যাবে।',
    lossExceeded: 'এই বাজিটি আপনার ক্ষতির সীমা ছাড়িয়ে যেতে পারে।',
    remaining: '{period} আপনি আর {remaining} বাজি ধরতে পারবেন।',
    periods: { day: 'গত ২৪ ঘণ্টায়', week: 'গত ৭ দিনে', month: 'গত ৩০ দিনে' },
    excluded: 'এই অ্যাকাউন্টটি টাইম-আউট বা স্ব-বর্জনের মেয়াদে আছে: মেয়াদ শেষ না হওয়া পর্যন্ত বাজি ধরা যাবে না।',
    sessionLimit: 'আপনার সেশনের সময়সীমা শেষ হয়েছে এবং আপনাকে সাইন আউট করা হয়েছে। এবার একটু বিরতি নিন।',
    payTable: 'পে টেবিল',
    threeOf: 'তিনটি {symbol}',
    twoCherries: 'দুটি চেরি',
    note: 'তৃতীয় পক্ষের গেম প্রদানকারী এখানে পাওয়া যায় না: প্রতিটি গেম এই ডেমো স্লট খোলে।',
  },
} as const;

/** An icon of the site's set (lucide, the same drawings as shared/icons) as SVG markup, in the given colour. */
function svgIcon(node: IconNode, colour: string): string {
  const children = node
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes).map(
        ([name, value]) => `${name}="${escapeXml(String(value))}"`,
      );
      return `<${tag} ${pairs.join(' ')}/>`;
    })
    .join('');
  return (
    `<svg class="symbol" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="${colour}" ` +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${children}</svg>`
  );
}

/**
 * The reels' symbols as SVG, never emoji (empty boxes on a phone without the emoji font); the seven is the digit,
 * drawn in the page's font, which every phone has.
 */
const ICONS: Record<string, string> = {
  CHERRY: svgIcon(Cherry, '#d62839'),
  LEMON: svgIcon(Citrus, '#c9a200'),
  BELL: svgIcon(Bell, '#e08a00'),
  STAR: svgIcon(Star, '#f5b301'),
  SEVEN: '<span class="symbol seven" aria-hidden="true">7</span>',
};

/** A pay-table line ('Three {symbol}') with the symbol drawn and named for screen readers, as markup. */
function symbolLine(template: string, symbol: string): string {
  const [before = '', after = ''] = template.split('{symbol}');
  const name = symbol.charAt(0) + symbol.slice(1).toLowerCase();
  return `${escapeXml(before)}${ICONS[symbol] ?? ''}<span class="visually-hidden">${escapeXml(name)}</span>${escapeXml(after)}`;
}

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function demoSlotPage(options: { lang: PageLang; gameId: string; gameName: string }): string {
  const t = TEXT[options.lang];
  const bets = DEMO_BETS_MINOR.map(
    (minor, index) =>
      `<label class="bet"><input type="radio" name="bet" value="${minor}"${index === 0 ? ' checked' : ''}>` +
      `<span>৳${minor / 100}</span></label>`,
  ).join('');
  const pays = [
    ...Object.entries(THREE_OF_A_KIND)
      .sort((a, b) => b[1] - a[1])
      .map(([symbol, times]) => [symbolLine(t.threeOf, symbol), times] as const),
    [escapeXml(t.twoCherries), TWO_CHERRIES] as const,
  ]
    .map(([label, times]) => `<tr><td>${label}</td><td>${times}×</td></tr>`)
    .join('');
  const config = {
    text: t,
    icons: ICONS,
    gameId: options.gameId,
    spinUrl: `${LOBBY_PATHS.demoSpin}?merchantCode=${MERCHANT_CODE}&moduleId=GAMELO3`,
    walletUrl: `/wps/wallets/gcs?merchantCode=${MERCHANT_CODE}&moduleId=GAMELO3`,
  };
  return `<!doctype html>
<html lang="${options.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(t.title)} – ${escapeXml(options.gameName)}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #14122b; color: #fff; text-align: center; }
  main { max-width: 420px; margin: 0 auto; padding: 16px; }
  h1 { font-size: 1.3rem; margin: 8px 0; }
  .game { color: #c9c3ff; margin: 0 0 12px; }
  .reels { display: flex; justify-content: center; gap: 8px; margin: 12px 0; }
  .reel { display: grid; place-items: center; width: 84px; height: 84px; border-radius: 12px; background: #fff; }
  .reel .symbol { width: 56px; height: 56px; }
  .symbol { display: inline-block; width: 1.3em; height: 1.3em; vertical-align: -0.3em; }
  .seven { width: auto; height: auto; color: #d62839; font-weight: 800; font-size: 1.2em; line-height: 1; }
  .reel .seven { font-size: 56px; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .reels.spinning .reel { opacity: 0.5; }
  fieldset { border: 1px solid #5b55a0; border-radius: 10px; margin: 12px 0; }
  .bet { display: inline-block; margin: 4px 8px; font-size: 1.05rem; }
  button { font-size: 1.2rem; padding: 12px 40px; border: 0; border-radius: 24px; background: #f5b301;
    color: #000; font-weight: 700; cursor: pointer; }
  button:disabled { opacity: 0.5; cursor: default; }
  .error { color: #ff8a8a; font-weight: 600; min-height: 1.4em; }
  .win { color: #7dff9a; font-weight: 700; }
  table { margin: 12px auto; border-collapse: collapse; }
  td { padding: 2px 12px; }
  .note { font-size: 0.8rem; color: #a9a4d6; }
</style>
</head>
<body>
<main>
  <h1>${escapeXml(t.title)}</h1>
  <p class="game">${escapeXml(options.gameName)}</p>
  <p><span id="balance-label">${escapeXml(t.balance)}</span>: <output id="balance" aria-labelledby="balance-label">–</output></p>
  <div id="reels" class="reels" role="img" aria-label="${escapeXml(t.reels)}">
    <div class="reel">${ICONS.SEVEN}</div><div class="reel">${ICONS.SEVEN}</div><div class="reel">${ICONS.SEVEN}</div>
  </div>
  <fieldset><legend>${escapeXml(t.bet)}</legend>${bets}</fieldset>
  <button id="spin" type="button">${escapeXml(t.spin)}</button>
  <p><span id="result-label">${escapeXml(t.lastResult)}</span>:
    <output id="result" aria-live="polite" aria-labelledby="result-label">${escapeXml(t.none)}</output></p>
  <p id="error" class="error" role="alert"></p>
  <table aria-label="${escapeXml(t.payTable)}"><caption>${escapeXml(t.payTable)}</caption>${pays}</table>
  <p class="note">${escapeXml(t.note)}</p>
</main>
<script>
(function () {
  var C = ${scriptJson(config)};
  var T = C.text;
  var $ = function (id) { return document.getElementById(id); };
  var money = function (minor) {
    return '৳' + (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  };
  function token() {
    var keys = ['MC_SESSION_INFO', 'MC_TRIAL_SESSION_INFO'];
    for (var i = 0; i < keys.length; i++) {
      try {
        var info = JSON.parse(sessionStorage.getItem(keys[i]) || 'null');
        if (info && typeof info.token === 'string' && info.token) return info.token;
      } catch (e) { /* not JSON: ignore */ }
    }
    return null;
  }
  function showError(text) { $('error').textContent = text || ''; }
  // A bet over a player-protection limit says which limit and, from the error's value, what may still be staked.
  function limitText(text, limit) {
    if (!limit || typeof limit.remaining !== 'number') return text;
    return text + ' ' + T.remaining
      .replace('{remaining}', money(limit.remaining))
      .replace('{period}', T.periods[limit.period] || '');
  }
  function errorText(body, status) {
    var code = body && body.code;
    if (code === 'limit.session_exceeded') return T.sessionLimit;
    if (code === 'protection.excluded') return T.excluded;
    if (code === 'limit.wager_exceeded') return limitText(T.wagerExceeded, body.value);
    if (code === 'limit.loss_exceeded') return limitText(T.lossExceeded, body.value);
    if (status === 401 || (code && code.indexOf('auth.') === 0)) return T.sessionLost;
    if (code === 'money.insufficient_balance') return T.insufficient;
    if (code === 'game.unavailable' || code === 'game.not_found') return T.unavailable;
    return T.error;
  }
  function setReels(reels) {
    var cells = $('reels').children;
    // The symbols' markup is the page's own (ICONS), never data from the answer.
    for (var i = 0; i < cells.length; i++) {
      var known = Object.prototype.hasOwnProperty.call(C.icons, reels[i]);
      if (known) cells[i].innerHTML = C.icons[reels[i]];
      else cells[i].textContent = '?';
    }
    $('reels').setAttribute('aria-label', T.reels + ': ' + reels.join(', '));
  }
  function headers() { return { Authorization: 'Bearer ' + token(), 'Content-Type': 'application/json' }; }
  function loadBalance() {
    if (!token()) { showError(T.sessionLost); $('spin').disabled = true; return; }
    fetch(C.walletUrl, { headers: headers() })
      .then(function (r) { return r.json().then(function (b) { return { status: r.status, body: b }; }); })
      .then(function (res) {
        if (res.body && res.body.success) $('balance').textContent = money(res.body.value.sumBalance);
        else showError(errorText(res.body, res.status));
      })
      .catch(function () { showError(T.error); });
  }
  $('spin').addEventListener('click', function () {
    if (!token()) { showError(T.sessionLost); return; }
    var checked = document.querySelector('input[name="bet"]:checked');
    var betMinor = Number(checked ? checked.value : 1000);
    showError('');
    $('spin').disabled = true;
    $('spin').textContent = T.spinning;
    $('reels').classList.add('spinning');
    fetch(C.spinUrl, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ gameId: C.gameId, betMinor: betMinor, idempotencyKey: crypto.randomUUID() }),
    })
      .then(function (r) { return r.json().then(function (b) { return { status: r.status, body: b }; }); })
      .then(function (res) {
        if (!res.body || !res.body.success) { showError(errorText(res.body, res.status)); return; }
        var v = res.body.value;
        setReels(v.reels);
        $('balance').textContent = money(v.balanceMinor);
        var result = $('result');
        result.textContent = v.winMinor > 0 ? T.win.replace('{amount}', money(v.winMinor)) : T.noWin;
        result.className = v.winMinor > 0 ? 'win' : '';
      })
      .catch(function () { showError(T.error); })
      .then(function () {
        $('spin').disabled = !token();
        $('spin').textContent = T.spin;
        $('reels').classList.remove('spinning');
      });
  });
  loadBalance();
})();
</script>
</body>
</html>
`;
}
