import { z } from 'zod';
import { FLAGS } from './flags.js';
import { CONTACT_SLOTS, LANGUAGES } from './constants.js';
import { validatorSchema } from './patterns.js';

export const languageSchema = z.enum(LANGUAGES);

export const statusAnswer = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ip: z.string().optional(),
});
export type StatusAnswer = z.infer<typeof statusAnswer>;

export const flagSetSchema = z.object(
  Object.fromEntries(FLAGS.map((f) => [f, z.boolean()])) as Record<(typeof FLAGS)[number], z.ZodBoolean>,
);

export const contactSchema = z.object({ slot: z.enum(CONTACT_SLOTS), url: z.string() });

export const whitelabelAnswer = z.object({
  merchantCode: z.string(),
  name: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  languages: z.array(languageSchema),
  defaultLanguage: languageSchema,
  flags: flagSetSchema,
  social: z.object({ google: z.boolean(), facebook: z.boolean() }),
  captchaOnLogin: z.boolean(),
  requireEncryption: z.boolean(),
  contacts: z.array(contactSchema),
  appDownloads: z.object({ ios: z.string(), android: z.string(), iosLite: z.string() }),
  agentConsultationHours: z.string(),
  referralEnabled: z.boolean(),
  /** The merchant's IANA time zone: the site shows and sends dates in it (calendar.ts). */
  timeZone: z.string(),
});
export type Whitelabel = z.infer<typeof whitelabelAnswer>;

/** The optional registration fields of §5, each shown/required per merchant. */
export const OPTIONAL_REGISTER_FIELDS = [
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type OptionalRegisterField = (typeof OPTIONAL_REGISTER_FIELDS)[number];

export const fieldSettingSchema = z.object({ shown: z.boolean(), required: z.boolean() });
export const registerSettingsAnswer = z.object({
  usernameMode: z.boolean(),
  mobileMode: z.boolean(),
  defaultMode: z.enum(['username', 'mobile']),
  mobilePassword: z.boolean(),
  smsVerification: z.boolean(),
  mobileRequired: z.boolean(),
  fields: z.object(
    Object.fromEntries(OPTIONAL_REGISTER_FIELDS.map((f) => [f, fieldSettingSchema])) as Record<
      OptionalRegisterField,
      typeof fieldSettingSchema
    >,
  ),
});
export type RegisterSettings = z.infer<typeof registerSettingsAnswer>;

export const validatorsAnswer = z.array(validatorSchema);

export const domainRouteAnswer = z.object({
  merchantCode: z.string(),
  domain: z.string(),
  mainDomain: z.string(),
});

export const helpCenterQuery = z.object({ lang: languageSchema.optional(), device: z.string().max(10).optional() });
export const helpCenterAnswer = z.array(z.object({ key: z.string(), title: z.string(), content: z.string() }));

export const countryCodesAnswer = z.array(z.object({ countryCode: z.string(), countryDialingCode: z.string() }));

export const encryptionKeyAnswer = z.object({
  keyId: z.string(),
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
  publicKey: z.string(), // SPKI, base64 (DER)
});

export const permissionAnswer = z.object({
  customerService: z.array(z.object({ path: z.string(), title: z.string(), csPosition: z.string() })),
  domainRoute: domainRouteAnswer,
  resources: z.array(z.object({ resourceType: z.string(), labelNameEn: z.string(), url: z.string() })),
  whitelabel: whitelabelAnswer,
  register: registerSettingsAnswer,
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), country: z.string() }),
});
export type Permission = z.infer<typeof permissionAnswer>;
