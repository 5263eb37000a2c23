// The app downloads served under /static/downloads/: a small placeholder Android package (a real ZIP archive, as
// an .apk is, holding a manifest and a read-me; this reference platform has no Android build to ship) and an iOS
// configuration profile (a real .mobileconfig plist adding the site to the Home Screen as a web clip).
import { crc32 } from 'node:zlib';
import { escapeXml } from './svg-art.ts';

export const APK_CONTENT_TYPE = 'application/vnd.android.package-archive';
export const MOBILECONFIG_CONTENT_TYPE = 'application/x-apple-aspen-config';

const APK_FILES: [string, string][] = [
  ['META-INF/MANIFEST.MF', 'Manifest-Version: 1.0\r\nCreated-By: vsbdtf5 platform-api\r\n'],
  [
    'README.txt',
    'vsbdtf5 Android app (placeholder)\n\nThe reference platform serves this small archive in place of the ' +
      'real Android build.\nOpen the site in your browser and use "Add to Home Screen" meanwhile.\n',
  ],
];

/** 2025-01-01 00:00 in MS-DOS date format; time 00:00. */
const DOS_DATE = ((2025 - 1980) << 9) | (1 << 5) | 1;

/** A ZIP archive of stored (uncompressed) UTF-8 text files. */
export function zipArchive(files: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42); // local header offset (extra, comment, disk, attributes stay 0)
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

let apk: Buffer | undefined;

export function androidPackage(): Buffer {
  apk ??= zipArchive(APK_FILES);
  return apk;
}

/** A configuration profile with one web clip opening `<origin>/m/home` full screen (the site's public origin). */
export function mobileConfig(origin: string): string {
  const url = escapeXml(`${origin}/m/home`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key>
      <true/>
      <key>IsRemovable</key>
      <true/>
      <key>Label</key>
      <string>vsbdtf5</string>
      <key>PayloadDescription</key>
      <string>Adds vsbdtf5 to the Home Screen.</string>
      <key>PayloadDisplayName</key>
      <string>vsbdtf5 Web Clip</string>
      <key>PayloadIdentifier</key>
      <string>com.vsbdtf5.webclip</string>
      <key>PayloadType</key>
      <string>com.apple.webClip.managed</string>
      <key>PayloadUUID</key>
      <string>6F1D2C1E-5B0A-4C7E-9A43-0B5E2D7C9A11</string>
      <key>PayloadVersion</key>
      <integer>1</integer>
      <key>Precomposed</key>
      <true/>
      <key>URL</key>
      <string>${url}</string>
    </dict>
  </array>
  <key>PayloadDescription</key>
  <string>Installs the vsbdtf5 app on this device.</string>
  <key>PayloadDisplayName</key>
  <string>vsbdtf5</string>
  <key>PayloadIdentifier</key>
  <string>com.vsbdtf5.profile</string>
  <key>PayloadOrganization</key>
  <string>vsbdtf5</string>
  <key>PayloadRemovalDisallowed</key>
  <false/>
  <key>PayloadType</key>
  <string>Configuration</string>
  <key>PayloadUUID</key>
  <string>2B8E4F60-1C3D-4E5A-8F7B-3A9C1D2E4B55</string>
  <key>PayloadVersion</key>
  <integer>1</integer>
</dict>
</plist>
`;
}
