// Over 300 lines: every table, with the references between them, in the one module drizzle-kit diffs against the
// migrations (drizzle.config.ts); each table's queries live with the feature that owns it, not here.
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ApiKeyMode } from '../../shared/api-keys';
import type { TBackLayout } from '../../shared/back-layout';
import type { TCardZones } from '../../shared/card-zones';
import type { TColorVariant } from '../../shared/catalog';
import type { TContactField } from '../../shared/contact-fields';
import type { ContactMessageStatus, InquiryType } from '../../shared/contact-message';
import type {
  ProgramRecurrence,
  ProgramSendStatus,
  ProgramStatus,
} from '../../shared/programs/program-schemas';
import type { CampaignStatus, OrderStatus, PaymentMethod } from '../../shared/statuses';
import type { TemplateCategory } from '../../shared/template-categories';
import type { StatusSubject } from '../../shared/tracking';
import type { V1Metadata } from '../../shared/v1-metadata';
import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '../../shared/webhooks';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** An integrator's own key-value pairs (/v1 `metadata`, src/shared/v1-metadata.ts); `{}` when none. */
const metadata = () => jsonb('metadata').$type<V1Metadata>().notNull().default({});

/** Files customers and staff upload. Stored under DATA_DIR/files with a random name; never public unless isPublic. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageName: text('storage_name').notNull().unique(),
    isPublic: boolean('is_public').notNull().default(false),
    campaignId: uuid('campaign_id'),
    createdAt: createdAt(),
  },
  (t) => [index('uploaded_files_campaign_idx').on(t.campaignId)],
);

export const designTemplates = pgTable('design_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category').$type<TemplateCategory>().notNull(),
  description: text('description').notNull().default(''),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  /**
   * Artwork columns (and each variant's preview/downloadUrl) hold URLs: `/api/catalog-files/{id}` for stored
   * files, or an http(s) URL. Never markup (moved into files at boot by catalog/move-inline-artwork.ts).
   */
  preview: text('preview').notNull(),
  backPreview: text('back_preview'),
  downloadUrl: text('download_url').notNull(),
  backDownloadUrl: text('back_download_url'),
  featured: boolean('featured').notNull().default(false),
  twoSided: boolean('two_sided').notNull().default(true),
  logoEnabled: boolean('logo_enabled').notNull().default(false),
  websiteEnabled: boolean('website_enabled').notNull().default(false),
  emailEnabled: boolean('email_enabled').notNull().default(false),
  phoneEnabled: boolean('phone_enabled').notNull().default(false),
  addressEnabled: boolean('address_enabled').notNull().default(true),
  socialMediaEnabled: boolean('social_media_enabled').notNull().default(false),
  maxContactFields: integer('max_contact_fields').notNull().default(3),
  colorVariants: jsonb('color_variants').$type<TColorVariant[]>().notNull().default([]),
  /** Where the customer's logo and contact details go on the artwork (src/shared/card-zones.ts); null = none. */
  zones: jsonb('zones').$type<TCardZones>(),
  /**
   * The back's printed elements and writing areas in mm (src/shared/back-layout.ts): where the pen writes on
   * this template's back. null = the default layout (the stationery's areas).
   */
  backLayout: jsonb('back_layout').$type<TBackLayout>(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    company: text('company').notNull().default(''),
    message: text('message').notNull(),
    rating: integer('rating').notNull().default(5),
    imageUrl: text('image_url'),
    isVisible: boolean('is_visible').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('testimonials_rating_range', sql`${t.rating} between 1 and 5`)],
);

/** Short human numbers (#1001…) shown beside the UUIDs. */
export const campaignNumberSeq = pgSequence('campaign_number_seq', { startWith: 1001 });
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1001 });
/**
 * Test-mode campaigns (made with a qp_test_ key) draw their numbers here, far above the live ones, so the
 * live sequence customers and staff read stays consecutive (issue 22).
 */
export const testCampaignNumberSeq = pgSequence('test_campaign_number_seq', { startWith: 900000001 });

/**
 * One expression for the trigram index and the query: PostgreSQL uses an expression index only for the
 * same expression. pg_trgm makes `like '%term%'` an index search (migration 0001 creates the extension).
 */
function campaignSearchTextOf(t: { name: AnyPgColumn; customerEmail: AnyPgColumn }): SQL {
  return sql`lower(${t.name} || ' ' || coalesce(${t.customerEmail}, ''))`;
}

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' })
      .notNull()
      .unique()
      .default(sql`nextval('campaign_number_seq')`),
    name: text('name').notNull(),
    message: text('message').notNull(),
    status: text('status').$type<CampaignStatus>().notNull().default('draft'),
    handwritingStyle: text('handwriting_style').notNull(),
    /** 0 neat … 1 natural: how much the handwriting varies; null = the style's default (DEFAULT_NATURALNESS). */
    naturalness: real('naturalness'),
    stationeryType: text('stationery_type').notNull().default('postcard'),
    designSource: text('design_source').notNull().default('template'),
    templateId: integer('template_id').references(() => designTemplates.id, { onDelete: 'set null' }),
    /** Template name at order time, so the order still reads right if the template is deleted. */
    templateName: text('template_name'),
    selectedVariantId: text('selected_variant_id'),
    contactFields: jsonb('contact_fields').$type<TContactField[]>().notNull().default([]),
    frontDesignFileId: uuid('front_design_file_id').references(() => uploadedFiles.id, {
      onDelete: 'set null',
    }),
    backDesignFileId: uuid('back_design_file_id').references(() => uploadedFiles.id, {
      onDelete: 'set null',
    }),
    logoFileId: uuid('logo_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    contactsFileId: uuid('contacts_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    totalNotes: integer('total_notes').notNull().default(0),
    pricePerNoteCents: integer('price_per_note_cents').notNull().default(499),
    totalAmountCents: integer('total_amount_cents').notNull().default(0),
    /** Set by staff on manual orders; overrides the tier price. */
    customTotalCents: integer('custom_total_cents'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    customerEmail: text('customer_email'),
    invoiceNotes: text('invoice_notes'),
    source: text('source').notNull().default('web'),
    /** False for campaigns made with a test API key: never charged, never produced, never mixed with live data. */
    livemode: boolean('livemode').notNull().default(true),
    /** The customer account it belongs to: started while signed in, or paid with the account's e-mail. */
    accountId: uuid('account_id').references((): AnyPgColumn => accounts.id, { onDelete: 'set null' }),
    /**
     * Made without an owner (a guest's draft, staff's order for a customer): its id alone keeps opening its
     * pages on the site after an account claims it (paid with the account's address, signed in later). A
     * campaign made in an account or through /v1 opens only for its owner (campaign-access.ts).
     */
    guestLink: boolean('guest_link').notNull().default(false),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Back-office list (newest first; number breaks ties): by date, by status then date, and search. The
  // dashboard's totals read (id, status, notes) from an index alone, merged with the paid orders below.
  (t) => [
    index('campaigns_totals_idx').on(t.id, t.status, t.totalNotes),
    index('campaigns_created_idx').on(t.createdAt, t.number),
    index('campaigns_status_created_idx').on(t.status, t.createdAt, t.number),
    index('campaigns_search_idx').using('gin', sql`${campaignSearchTextOf(t)} gin_trgm_ops`),
    index('campaigns_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** A campaign as selected: the one row type every owner and caller shares. */
export type CampaignRow = typeof campaigns.$inferSelect;

/** The campaign's name and e-mail, lower-cased: what the back office's search looks in (any part of it). */
export const campaignSearchText = campaignSearchTextOf(campaigns);

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    /** Set when staff mark the note (manifest sequence = position + 1) written, then mailed. */
    writtenAt: timestamp('written_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    metadata: metadata(),
  },
  (t) => [index('contacts_campaign_idx').on(t.campaignId, t.position)],
);

/** One row per payment attempt the server opened with a provider; the amount is always the server's. */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('requires_payment_method'),
    clientSecret: text('client_secret').notNull(),
    lastError: text('last_error'),
    /** The signed-in customer asked to keep the card for later charges (setup_future_usage). */
    saveCard: boolean('save_card').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_intents_campaign_idx').on(t.campaignId)],
);

function orderSearchTextOf(t: { customerEmail: AnyPgColumn }): SQL {
  return sql`lower(${t.customerEmail})`;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' }).notNull().unique().default(sql`nextval('order_number_seq')`),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    customerEmail: text('customer_email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('card'),
    paymentProvider: text('payment_provider'),
    paymentIntentId: text('payment_intent_id').unique(),
    failureMessage: text('failure_message'),
    /** What has been given back so far (full or partial refunds); the order is refunded once it equals amountCents. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Back-office list: by date, by payment status then date, and search in the order's own e-mail.
  (t) => [
    index('orders_campaign_idx').on(t.campaignId),
    index('orders_paid_campaign_idx').on(t.campaignId, t.amountCents).where(sql`${t.status} = 'paid'`),
    index('orders_created_idx').on(t.createdAt, t.number),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.number),
    index('orders_search_idx').using('gin', sql`${orderSearchTextOf(t)} gin_trgm_ops`),
  ],
);

/** An order as selected: the one row type every owner and caller shares. */
export type OrderRow = typeof orders.$inferSelect;

/** The order's e-mail, lower-cased, as the back office's search reads it (with its campaign's text). */
export const orderSearchText = orderSearchTextOf(orders);

/** Webhook events already handled, so a retried delivery is processed once. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    inquiryType: text('inquiry_type').$type<InquiryType>().notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    /** new, then answered once staff mark it (CONTACT_MESSAGE_STATUSES). */
    status: text('status').$type<ContactMessageStatus>().notNull().default('new'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_status_created_idx').on(t.status, t.createdAt)],
);

/** Every e-mail goes through this queue: written in the same transaction as what caused it, sent with retries. */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_queue_due_idx').on(t.status, t.nextAttemptAt)],
);

export const adminUsers = pgTable('admin_users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** The latest the token can work (sign-in + the maximum lifetime), however often it is used. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Slides on use: the token stops working after ADMIN_IDLE_HOURS without a request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_sessions_token_idx').on(t.tokenHash)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_lookup_idx').on(t.username, t.ip, t.createdAt)],
);

/** Rows of the `kv_meta` table mark one-time work such as the first seed. */
export const meta = pgTable('kv_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

// ── Background jobs ─────────────────────────────────────────────────────────────────────────────────────────
// The queue itself is pg-boss's (schema `pgboss`, created by pg-boss at start); this table adds what pg-boss
// does not keep: a job's progress for the progress bar, and the heartbeat that tells a crashed worker's job
// from a running one.

/** One row per job the app enqueued, keyed by the pg-boss job id. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey(),
    queue: text('queue').notNull(),
    /** Optional dedup key: enqueueing with a key while a job with it is open returns that job. */
    key: text('key'),
    /**
     * The key while the job is open, cleared once it has finished: the unique index below lets one open job per
     * key and queue exist, whichever process enqueues (lib/jobs/job-runs-store.ts `claimJobKey`).
     */
    openKey: text('open_key'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** Written every few seconds while a worker runs the job. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_runs_queue_key_idx').on(t.queue, t.key),
    uniqueIndex('job_runs_open_key_idx').on(t.queue, t.openKey),
  ],
);

// ── Production packs ────────────────────────────────────────────────────────────────────────────────────────
// A paid campaign's files for the plotters (issue 11 §5). The ZIP itself is an uploaded file; this row says
// which one is the campaign's current pack and which job last built (or is building) it.

/** One row per campaign whose pack was ever requested. */
export const productionPacks = pgTable('production_packs', {
  campaignId: uuid('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  /** The last job started for this pack (the progress bar finds it after a page reload). */
  jobId: uuid('job_id'),
  /** The completed ZIP; set only once the whole file is stored, so a half-written pack is never offered. */
  fileId: uuid('file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
  notes: integer('notes').notNull().default(0),
  builtAt: timestamp('built_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

// ── Customer accounts (issue 12) ────────────────────────────────────────────────────────────────────────────
// Optional: ordering needs none. A customer signs in with a single-use link e-mailed to them; the browser
// holds a session cookie whose SHA-256 alone is stored. Admin sessions live apart (admin_sessions, bearer).

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased; the address the sign-in links go to. */
  email: text('email').notNull().unique(),
  /** The /v1 version (`Quillpost-Version`) the account's calls default to; null until pinned by its first call. */
  apiVersion: text('api_version'),
  createdAt: createdAt(),
});

/** Sign-in links e-mailed to customers: single use, 15 minutes. Also what the per-e-mail and per-IP limits count. */
export const accountSignInLinks = pgTable(
  'account_sign_in_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** SHA-256 of the nonce cookie of the browser that asked: the link opens only there (login CSRF). */
    nonceHash: text('nonce_hash'),
    ip: text('ip').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer link for the address was asked for or used: an older link opens nothing. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_sign_in_links_token_idx').on(t.tokenHash),
    index('account_sign_in_links_email_idx').on(t.email, t.createdAt),
    index('account_sign_in_links_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const accountSessions = pgTable(
  'account_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_sessions_token_idx').on(t.tokenHash)],
);

/**
 * Every status change of a campaign or an order (written by database triggers, migration 0010, so no path
 * can change a status without a row here), and the notes staff mark written or mailed (subject 'notes').
 * `actor` is 'system', 'staff:<username>' or 'customer', read from the transaction's `quillpost.actor`.
 */
export const statusHistory = pgTable(
  'status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** 'campaign' | 'order' | 'notes' (STATUS_SUBJECTS). */
    subject: text('subject').$type<StatusSubject>().notNull(),
    fromStatus: text('from_status'),
    status: text('status').notNull(),
    actor: text('actor').notNull().default('system'),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('status_history_campaign_idx').on(t.campaignId, t.at)],
);

/** Money given back on an order, through the provider that took it. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    actor: text('actor').notNull(),
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId)],
);

/** A signed-in customer's contact list, kept for reuse (its custom columns, date columns included, kept). */
export const savedLists = pgTable(
  'saved_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The custom columns in upload order (merge fields beyond name and address). */
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    /** false: made with a test API key; the site and live keys never see it (test keys may not change live lists). */
    livemode: boolean('livemode').notNull().default(true),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_lists_account_idx').on(t.accountId, t.updatedAt)],
);

export const savedListContacts = pgTable(
  'saved_list_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => savedLists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    metadata: metadata(),
  },
  (t) => [index('saved_list_contacts_list_idx').on(t.listId, t.position)],
);

/** The account's card on file: the provider's customer and payment method, and what the customer sees of it. */
export const savedCards = pgTable('saved_cards', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  providerCustomerId: text('provider_customer_id').notNull(),
  providerPaymentMethodId: text('provider_payment_method_id').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  createdAt: createdAt(),
});

// ── Recurring programs (issue 13) ───────────────────────────────────────────────────────────────────────────
// A program writes a note to each contact of a saved list before a date in one of its columns, every year or
// once. The scheduler turns due (program, contact, occurrence) triples into one paid campaign per program
// per day; the unique key on program_sends is what makes each note happen at most once.

export const programs = pgTable(
  'programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Deleting the list pauses the program (the scheduler finds no list). */
    savedListId: uuid('saved_list_id').references(() => savedLists.id, { onDelete: 'set null' }),
    /** The list's column holding the dates (birthday, anniversary, renewal_date, a custom one). */
    dateColumn: text('date_column').notNull(),
    arriveDaysBefore: integer('arrive_days_before').notNull().default(3),
    /** 'yearly' | 'once' (PROGRAM_RECURRENCES). */
    recurrence: text('recurrence').$type<ProgramRecurrence>().notNull().default('yearly'),
    /** IANA name: the scheduler's "today" for this program. */
    timeZone: text('time_zone').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** Most notes written in one calendar month (budget guard); null = no cap. */
    monthlyCap: integer('monthly_cap'),
    // The design, as a campaign holds it (copied into each day's campaign).
    message: text('message').notNull(),
    handwritingStyle: text('handwriting_style').notNull(),
    naturalness: real('naturalness'),
    stationeryType: text('stationery_type').notNull().default('postcard'),
    designSource: text('design_source').notNull().default('template'),
    templateId: integer('template_id').references(() => designTemplates.id, { onDelete: 'set null' }),
    templateName: text('template_name'),
    selectedVariantId: text('selected_variant_id'),
    contactFields: jsonb('contact_fields').$type<TContactField[]>().notNull().default([]),
    frontDesignFileId: uuid('front_design_file_id').references(() => uploadedFiles.id, {
      onDelete: 'set null',
    }),
    backDesignFileId: uuid('back_design_file_id').references(() => uploadedFiles.id, {
      onDelete: 'set null',
    }),
    logoFileId: uuid('logo_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    /** 'active' | 'paused'; pausedReason says why when the system paused it (a declined card, a deleted list). */
    status: text('status').$type<ProgramStatus>().notNull().default('active'),
    pausedReason: text('paused_reason'),
    /** false: made with a test API key; its days make test campaigns, never charged or produced. */
    livemode: boolean('livemode').notNull().default(true),
    /** The last local day the scheduler finished for this program; the next pass starts the day after. */
    lastRunDate: date('last_run_date', { mode: 'string' }).notNull(),
    metadata: metadata(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('programs_account_idx').on(t.accountId, t.createdAt),
    index('programs_status_idx').on(t.status),
  ],
);

/** One program's campaign of one day: created, then charged (a crash between the two is resumed). */
export const programRuns = pgTable(
  'program_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    runDate: date('run_date', { mode: 'string' }).notNull(),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    /** 'pending' (campaign made, not charged) | 'charging' | 'paid' | 'failed' (PROGRAM_RUN_STATUSES). */
    status: text('status').notNull().default('pending'),
    chargeStartedAt: timestamp('charge_started_at', { withTimezone: true }),
    failure: text('failure'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('program_runs_day_idx').on(t.programId, t.runDate)],
);

/**
 * Each (program, contact, occurrence) at most once: `occurrenceKey` is the occurrence's date for yearly
 * programs and 'once' for one-time ones; `contactKey` identifies the person (name, address, ZIP), so a
 * contact removed and added again is still the same person.
 */
export const programSends = pgTable(
  'program_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    contactKey: text('contact_key').notNull(),
    occurrenceKey: text('occurrence_key').notNull(),
    occurrence: date('occurrence', { mode: 'string' }).notNull(),
    writtenOn: date('written_on', { mode: 'string' }).notNull(),
    contactName: text('contact_name').notNull(),
    /** 'scheduled' (in a run's campaign) | 'sent' (paid) | 'held' | 'skipped' | 'payment_failed'. */
    status: text('status').$type<ProgramSendStatus>().notNull(),
    reason: text('reason'),
    runId: uuid('run_id').references(() => programRuns.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('program_sends_once_idx').on(t.programId, t.contactKey, t.occurrenceKey),
    index('program_sends_run_idx').on(t.runId),
    index('program_sends_program_written_idx').on(t.programId, t.writtenOn),
  ],
);

// ── Public API v1 (issue 14) ────────────────────────────────────────────────────────────────────────────────
// CRMs call /v1 with an API key (Bearer). Test keys see and make only test data (campaigns.livemode = false):
// nothing is charged or produced. POSTs carry an Idempotency-Key; webhooks are signed and retried.

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'test' | 'live'. */
    mode: text('mode').$type<ApiKeyMode>().notNull(),
    /** The key's first characters (`qp_test_a1b2`), shown in lists so a customer can tell keys apart. */
    prefix: text('prefix').notNull(),
    /** SHA-256 of the key; the key itself is shown once, when made. */
    tokenHash: text('token_hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_token_idx').on(t.tokenHash), index('api_keys_account_idx').on(t.accountId)],
);

/**
 * Every answered /v1 request of a key (kept 30 days): what the account's Developers page shows, so a customer
 * sees each call's outcome without logging on their side. Requests without a valid key belong to nobody.
 */
export const apiRequests = pgTable(
  'api_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    method: text('method').notNull(),
    /** Path and query, as sent (cut at 500 characters). */
    path: text('path').notNull(),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The error's `code` when the answer was an error. */
    errorCode: text('error_code'),
    idempotencyKey: text('idempotency_key'),
    /** The answer was a replay of an earlier request with the same Idempotency-Key. */
    replayed: boolean('replayed').notNull().default(false),
    /** The request's `Request-Id` (null for requests logged before it was recorded). */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('api_requests_account_idx').on(t.accountId, t.livemode, t.createdAt),
    index('api_requests_created_idx').on(t.createdAt),
  ],
);

/**
 * One row per (API key, Idempotency-Key): the first request's body hash and, once answered, its answer. The
 * unique key makes a second request with the same key find the first instead of running again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A key belongs to the account and mode, not to one API key: a retry after a key rotation still replays. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    /** The API key of the first request (null once that key is deleted). */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    /** 'running' until answered, then 'done'. */
    state: text('state').notNull().default('running'),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_scope_key_idx').on(t.accountId, t.livemode, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'test' | 'live': an endpoint receives the events of its mode only. */
    mode: text('mode').$type<ApiKeyMode>().notNull(),
    url: text('url').notNull(),
    events: jsonb('events').$type<WebhookEventType[]>().notNull().default([]),
    /** The signing secret (`whsec_…`): kept, since every delivery is signed with it. */
    secret: text('secret').notNull(),
    /** The secret before the last rotation: deliveries are signed with it too until it expires (24 h). */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    /** 'enabled' | 'disabled' (after failing for 3 days, or by its owner). */
    status: text('status').$type<WebhookEndpoint['status']>().notNull().default('enabled'),
    disabledReason: text('disabled_reason'),
    /** The first failed delivery since the last success; 3 days of failures disable the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_account_idx').on(t.accountId, t.mode)],
);

/** Events as sent: the body every endpoint receives (`{ id, type, created, livemode, data }`), made once. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    type: text('type').notNull(),
    /** What happened, named once, so an event is made at most once per cause (e.g. `order.paid:<order id>`). */
    sourceKey: text('source_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_events_source_idx').on(t.accountId, t.sourceKey),
    index('webhook_events_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** Each attempt to deliver an event to an endpoint: the delivery log the account page shows. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    /** 'succeeded' | 'failed'. */
    outcome: text('outcome').$type<WebhookDelivery['outcome']>().notNull(),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_attempt_idx').on(t.eventId, t.endpointId, t.attempt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);
