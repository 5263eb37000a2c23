// SQL of migration 008 (content): promotions and their categories (which replace the 'PR' announcement
// rows), reward applications with their pictures (bytes), the help centre, customer-service entries, download
// and social links, the site's marketing copy per language, chat anchors, chat messages and chat tickets (only
// the SHA-256 of a ticket is kept). Like every applied migration it is never edited, only followed by new ones.
export const CONTENT_MIGRATION_SQL = `
  DELETE FROM announcement_reads WHERE announcement_id IN (SELECT id FROM announcements WHERE type = 'PR');
  DELETE FROM announcements WHERE type = 'PR';

  CREATE TABLE promotion_categories (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    icon_label TEXT NOT NULL,
    hue INTEGER NOT NULL,
    sequence INTEGER NOT NULL
  );

  CREATE TABLE promotions (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    start_date INTEGER NOT NULL,
    end_date INTEGER,
    no_expiry INTEGER NOT NULL DEFAULT 0 CHECK (no_expiry IN (0, 1)),
    category_ids TEXT NOT NULL DEFAULT '[]',
    images TEXT NOT NULL DEFAULT '[]',
    applicable INTEGER NOT NULL DEFAULT 1 CHECK (applicable IN (0, 1)),
    image_required TEXT NOT NULL DEFAULT 'N' CHECK (image_required IN ('Y', 'N')),
    remark_required TEXT NOT NULL DEFAULT 'N' CHECK (remark_required IN ('Y', 'N')),
    linked_promotion_id INTEGER REFERENCES promotions(id),
    hue INTEGER NOT NULL DEFAULT 200,
    sequence INTEGER NOT NULL
  );

  CREATE TABLE reward_applications (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    promotion_id INTEGER NOT NULL REFERENCES promotions(id),
    remarks TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
    idempotency_key TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    decided_at INTEGER,
    UNIQUE (member_id, idempotency_key)
  );
  CREATE INDEX reward_applications_member ON reward_applications(member_id, promotion_id, status);

  CREATE TABLE reward_application_pictures (
    application_id INTEGER NOT NULL REFERENCES reward_applications(id),
    position INTEGER NOT NULL,
    mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
    size INTEGER NOT NULL,
    data BLOB NOT NULL,
    PRIMARY KEY (application_id, position)
  );

  CREATE TABLE help_items (
    id INTEGER PRIMARY KEY,
    language TEXT NOT NULL CHECK (language IN ('bn', 'en')),
    title TEXT NOT NULL,
    tag TEXT NOT NULL,
    content TEXT NOT NULL DEFAULT '',
    sequence INTEGER NOT NULL,
    UNIQUE (language, tag)
  );
  CREATE TABLE help_children (
    id INTEGER PRIMARY KEY,
    help_item_id INTEGER NOT NULL REFERENCES help_items(id),
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    sequence INTEGER NOT NULL
  );
  CREATE INDEX help_children_item ON help_children(help_item_id, sequence);

  CREATE TABLE customer_service (
    id INTEGER PRIMARY KEY,
    cs_type TEXT NOT NULL CHECK (cs_type IN ('LIVECHAT', 'TELEGRAM')),
    title TEXT NOT NULL,
    path TEXT NOT NULL,
    sequence INTEGER NOT NULL
  );

  CREATE TABLE download_links (
    resource_type TEXT PRIMARY KEY,
    url TEXT NOT NULL,
    label_name_en TEXT,
    sequence INTEGER NOT NULL
  );

  CREATE TABLE site_content (
    language TEXT PRIMARY KEY CHECK (language IN ('bn', 'en')),
    help_title TEXT NOT NULL,
    help_body TEXT NOT NULL,
    licence_image_url TEXT NOT NULL,
    licence_title TEXT NOT NULL,
    copyright TEXT NOT NULL,
    promo_link_ids TEXT NOT NULL DEFAULT '[]'
  );
  CREATE TABLE site_highlights (
    id INTEGER PRIMARY KEY,
    language TEXT NOT NULL CHECK (language IN ('bn', 'en')),
    icon TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    sequence INTEGER NOT NULL
  );

  CREATE TABLE chat_anchors (
    id INTEGER PRIMARY KEY,
    nickname TEXT NOT NULL,
    list_name TEXT NOT NULL CHECK (list_name IN ('model', 'hot', 'focus', 'recommend')),
    promo INTEGER NOT NULL DEFAULT 0 CHECK (promo IN (0, 1)),
    live INTEGER NOT NULL DEFAULT 0 CHECK (live IN (0, 1)),
    viewers INTEGER NOT NULL DEFAULT 0,
    hue INTEGER NOT NULL,
    sequence INTEGER NOT NULL
  );

  CREATE TABLE chat_messages (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    sender TEXT NOT NULL CHECK (sender IN ('member', 'support')),
    body TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    read_at INTEGER
  );
  CREATE INDEX chat_messages_member ON chat_messages(member_id, created_at);

  CREATE TABLE chat_tickets (
    id INTEGER PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    member_id INTEGER NOT NULL REFERENCES members(id),
    language TEXT NOT NULL CHECK (language IN ('bn', 'en')),
    title TEXT NOT NULL,
    header_color TEXT NOT NULL,
    back_url TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
`;
