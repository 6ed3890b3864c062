import { z } from 'zod';
import { pageOf, statusFilter, ZListQueryShape } from './admin-list';

/** Inquiry types of the contact form (public-site.md §2), value → label. */
export const INQUIRY_TYPES = {
  general: 'General Information',
  pricing: 'Pricing & Plans',
  demo: 'Request Demo',
  full_service: 'Full Service Campaign',
  partnership: 'Partnership Opportunities',
  support: 'Technical Support',
} as const;
export type InquiryType = keyof typeof INQUIRY_TYPES;
const INQUIRY_TYPE_VALUES = Object.keys(INQUIRY_TYPES) as [InquiryType, ...InquiryType[]];

export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  subject: 'Subject must be at least 5 characters',
  message: 'Message must be at least 10 characters',
  inquiryType: 'Please select an inquiry type',
} as const;

/** One schema for the contact form and POST /api/contact, carrying the spec's exact messages (§5). */
export const ZContactMessageSchema = z.object({
  name: z.string({ message: CONTACT_MESSAGES.name }).trim().min(2, CONTACT_MESSAGES.name).max(120),
  email: z.string({ message: CONTACT_MESSAGES.email }).trim().pipe(z.email(CONTACT_MESSAGES.email).max(254)),
  phone: z.string().trim().max(40, 'Phone number is too long').optional().default(''),
  company: z.string().trim().max(120, 'Company name is too long').optional().default(''),
  inquiryType: z.enum(INQUIRY_TYPE_VALUES, { message: CONTACT_MESSAGES.inquiryType }),
  subject: z.string({ message: CONTACT_MESSAGES.subject }).trim().min(5, CONTACT_MESSAGES.subject).max(200),
  message: z
    .string({ message: CONTACT_MESSAGES.message })
    .trim()
    .min(10, CONTACT_MESSAGES.message)
    .max(5000, 'Message must be at most 5000 characters'),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().optional(),
});
export type TContactMessageInput = z.input<typeof ZContactMessageSchema>;
export type TContactMessage = z.output<typeof ZContactMessageSchema>;

export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/** The answer to a sent message (also to a bot caught by the honeypot, which must not learn it was caught). */
export const CONTACT_THANKS = "Thank you! Your message has been sent. We'll get back to you within 24 hours.";
export const ZContactResponseSchema = z.object({ success: z.literal(true), message: z.string() });

// ---------------------------------------------------------------------------------------------------------
// The back office's Messages tab: every message the form stored, new until staff mark it answered.
// ---------------------------------------------------------------------------------------------------------

export const CONTACT_MESSAGE_STATUSES = ['new', 'answered'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

export const ZAdminContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  inquiryType: z.enum(INQUIRY_TYPE_VALUES),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminContactMessage = z.infer<typeof ZAdminContactMessageSchema>;

/** `q` finds text in the sender's name or e-mail, or in the subject; `status` is new or answered. */
export const ZContactMessageListQuerySchema = z.object({
  ...ZListQueryShape,
  status: statusFilter(CONTACT_MESSAGE_STATUSES),
});
export type TContactMessageListQuery = z.output<typeof ZContactMessageListQuerySchema>;

export const ZContactMessagePageSchema = pageOf(ZAdminContactMessageSchema);
export type TContactMessagePage = z.infer<typeof ZContactMessagePageSchema>;

export const ZContactMessageParamsSchema = z.object({ id: z.uuid('Message not found.') });

/** Staff mark a message answered, or back to new if that was a slip. */
export const ZContactMessageStatusPatchSchema = z.object({
  status: z.enum(CONTACT_MESSAGE_STATUSES, {
    message: `Status must be one of ${CONTACT_MESSAGE_STATUSES.join(', ')}.`,
  }),
});
