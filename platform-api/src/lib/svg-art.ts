// Generated SVG artwork for seeded banners and vendor icons, so the demo site has distinct images without
// shipping binary assets. Text is XML-escaped because titles come from the database.
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A 750x300 banner: two-colour gradient, decorative circles and the title. */
export function bannerSvg(title: string, hue: number): string {
  const from = `hsl(${hue},70%,45%)`;
  const to = `hsl(${(hue + 40) % 360},80%,25%)`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" width="750" height="300">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>`,
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="750" height="300" fill="url(#g)"/>',
    '<circle cx="640" cy="60" r="120" fill="#fff" fill-opacity="0.12"/>',
    '<circle cx="90" cy="280" r="90" fill="#fff" fill-opacity="0.08"/>',
    `<text x="375" y="165" text-anchor="middle" font-family="sans-serif" font-size="44" font-weight="700"`,
    ` fill="#fff">${escapeXml(title)}</text>`,
    '</svg>',
  ].join('');
}

/** A square vendor badge; WHITE is the monochrome variant used on coloured backgrounds. */
export function vendorIconSvg(label: string, hue: number, variant: 'COLOR' | 'WHITE'): string {
  const fill = variant === 'COLOR' ? `hsl(${hue},75%,45%)` : 'none';
  const ink = '#fff';
  const fontSize = label.length > 4 ? 18 : 26;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">',
    `<rect x="6" y="6" width="108" height="108" rx="22" fill="${fill}" stroke="#fff" stroke-width="4"/>`,
    `<text x="60" y="68" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}"`,
    ` font-weight="700" fill="${ink}">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('');
}

/** Splits a title into at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/** A 300x300 game tile: a colour from the game id, the game name and the vendor code. */
export function gameSvg(gameName: string, vendor: string, hue: number): string {
  const lines = wrap(gameName, 14);
  const top = 150 - (lines.length - 1) * 20;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,50%)"/>`,
    `<stop offset="1" stop-color="hsl(${(hue + 30) % 360},75%,22%)"/></linearGradient></defs>`,
    '<rect width="300" height="300" rx="24" fill="url(#g)"/>',
    '<circle cx="250" cy="50" r="70" fill="#fff" fill-opacity="0.12"/>',
    ...lines.map(
      (line, index) =>
        `<text x="150" y="${top + index * 40}" text-anchor="middle" font-family="sans-serif" font-size="30"` +
        ` font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    ),
    `<text x="150" y="272" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#fff"`,
    ` fill-opacity="0.8">${escapeXml(vendor)}</text>`,
    '</svg>',
  ].join('');
}

/** A 120x120 round badge with a short label: promotion-category and highlight-card icons. */
export function badgeSvg(label: string, hue: number): string {
  const fontSize = label.length > 3 ? 30 : label.length > 1 ? 38 : 56;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},75%,55%)"/>`,
    `<stop offset="1" stop-color="hsl(${(hue + 35) % 360},80%,32%)"/></linearGradient></defs>`,
    '<circle cx="60" cy="60" r="56" fill="url(#g)"/>',
    '<circle cx="60" cy="60" r="46" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>',
    `<text x="60" y="${60 + fontSize * 0.35}" text-anchor="middle" font-family="sans-serif"`,
    ` font-size="${fontSize}" font-weight="700" fill="#fff">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('');
}

/** Up to two initials of a name (first letters of its first two words). */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}

/** A 96x96 round avatar with the initials of a name. */
export function avatarSvg(name: string, hue: number): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">',
    `<circle cx="48" cy="48" r="48" fill="hsl(${hue},65%,50%)"/>`,
    '<circle cx="48" cy="38" r="18" fill="#fff" fill-opacity="0.25"/>',
    `<text x="48" y="60" text-anchor="middle" font-family="sans-serif" font-size="34" font-weight="700"`,
    ` fill="#fff">${escapeXml(initialsOf(name))}</text>`,
    '</svg>',
  ].join('');
}

/** The footer's gaming-licence seal (240x96). */
export function licenceSvg(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96">',
    '<rect x="2" y="2" width="236" height="92" rx="14" fill="#14122b" stroke="#f5b301" stroke-width="3"/>',
    '<path d="M48 16 L74 26 V48 C74 64 62 74 48 80 C34 74 22 64 22 48 V26 Z" fill="#f5b301"/>',
    '<path d="M36 48 L45 57 L61 39" fill="none" stroke="#14122b" stroke-width="6" stroke-linecap="round"/>',
    '<text x="156" y="44" text-anchor="middle" font-family="sans-serif" font-size="20" font-weight="700"',
    ' fill="#fff">LICENSED</text>',
    '<text x="156" y="70" text-anchor="middle" font-family="sans-serif" font-size="16" fill="#f5b301">',
    'GAMING · 18+</text>',
    '</svg>',
  ].join('');
}

/** The app's 192x192 home-screen icon (AppDownloadIcon). */
export function appIconSvg(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 192 192" width="192" height="192">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b2f9e"/>',
    '<stop offset="1" stop-color="#14122b"/></linearGradient></defs>',
    '<rect width="192" height="192" rx="40" fill="url(#g)"/>',
    '<text x="96" y="118" text-anchor="middle" font-family="sans-serif" font-size="64" font-weight="800"',
    ' fill="#f5b301">V5</text>',
    '</svg>',
  ].join('');
}
