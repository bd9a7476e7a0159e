import { z } from 'zod';
import { Messages } from './messages.ts';
import {
  BooleanishSchema,
  ImagePathSchema,
  PhoneSchema,
  UuidSchema,
  blankToUndefined,
  displayTextCheck,
  envelope,
  messageEnvelope,
  problemsCheck,
} from './common.ts';
import { confirmationDiffers, isFilled, isLoginPassword, newPasswordProblems } from './rules/accounts.ts';
import { emailPattern } from './rules/email.ts';

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ pattern: emailPattern, error: Messages.invalidEmail }).max(254));

export const NewPasswordSchema = z.string().superRefine(problemsCheck(newPasswordProblems));

const coordinate = (message: string, bound: number) =>
  z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'string' ? Number(given) : given;
    },
    z.number({ error: message }).min(-bound, message).max(bound, message),
  );
export const LatitudeSchema = coordinate(Messages.selectPlaceLatitude, 90);
export const LongitudeSchema = coordinate(Messages.selectPlaceLongitude, 180);

const GenderSchema = z.preprocess(
  (value) => (typeof value === 'string' && value !== '' && value !== 'null' ? Number(value) : blankToUndefined(value)),
  z
    .union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Gender must be 1 (Male), 2 (Female) or 3 (Other)' })
    .optional(),
);
const DobSchema = z.preprocess(blankToUndefined, z.iso.date({ error: 'Date of birth must be YYYY-MM-DD' }).optional());
const OptionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

export const TokenSchema = z.object({ value: z.string(), expiresAt: z.string() });
export const TokensSchema = z.object({ access: TokenSchema, refresh: TokenSchema });

export const SessionUserSchema = z.object({
  uuid: UuidSchema,
  displayName: z.string(),
  displayImage: ImagePathSchema.nullable(),
  email: z.string(),
  phone: z.string(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  host: z.boolean(),
  admin: z.boolean(),
  status: z.number(),
  /** The host's payout account with the card provider (null until onboarding starts). */
  payout: z.object({ country: z.string(), payoutsEnabled: z.boolean() }).nullable(),
  verifications: z.object({
    email: z.object({ uuid: UuidSchema }).optional(),
    phone: z.object({ uuid: UuidSchema }).optional(),
  }),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginBodySchema = z.object({
  userName: z.string({ error: Messages.loginInvalidInput }).trim().refine(isFilled, Messages.loginInvalidInput),
  password: z.string({ error: Messages.loginInvalidInput }).refine(isLoginPassword, Messages.loginInvalidInput),
  fcmToken: z.preprocess(blankToUndefined, z.string().max(4096).optional()),
});
export const LoginResponseSchema = z.object({
  data: z.object({ user: SessionUserSchema, tokens: TokensSchema }),
  message: z.string(),
});
export const RenewResponseSchema = z.object({ data: z.object({ tokens: TokensSchema }) });

export const VerificationRequestBodySchema = z.object({
  userName: z.string().trim().refine(isFilled, Messages.forgotPasswordInvalid),
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'type must be 1, 2 or 3' })),
});
export const VerificationRequestResponseSchema = z.object({
  data: z.object({ userId: UuidSchema, verificationId: UuidSchema }),
  message: z.string(),
});
export const VerificationValidateBodySchema = z.object({
  userId: UuidSchema,
  verificationId: UuidSchema,
  token: z.coerce
    .string()
    .trim()
    .regex(/^\d{6}$/, Messages.otpInvalid),
});
export const ResetPasswordBodySchema = z.object({
  verificationId: UuidSchema,
  password: NewPasswordSchema,
});

export const RegisterBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100).superRefine(displayTextCheck),
    email: EmailSchema,
    phone: PhoneSchema,
    password: NewPasswordSchema,
    confirmPassword: z.preprocess(blankToUndefined, z.string().optional()),
    latitude: LatitudeSchema,
    longitude: LongitudeSchema,
    zipcode: OptionalText(12),
    gender: GenderSchema,
    dob: DobSchema,
    address: z.string().trim().min(1, 'Address is required').max(300),
    registerAsHost: z.preprocess(blankToUndefined, BooleanishSchema.optional()),
    designation: OptionalText(100),
  })
  .refine((body) => !confirmationDiffers(body.password, body.confirmPassword), {
    message: Messages.passwordConfirmMismatchSignup,
    path: ['confirmPassword'],
  });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const ProfileUpdateBodySchema = z
  .object({
    displayName: z.preprocess(
      blankToUndefined,
      z.string().trim().min(1).max(100).superRefine(displayTextCheck).optional(),
    ),
    email: z.preprocess(blankToUndefined, EmailSchema.optional()),
    phone: z.preprocess(blankToUndefined, PhoneSchema.optional()),
    password: z.preprocess(blankToUndefined, NewPasswordSchema.optional()),
    confirmPassword: z.preprocess(blankToUndefined, z.string().optional()),
    deleteImage: z.preprocess(blankToUndefined, BooleanishSchema.optional()),
  })
  .refine((body) => !confirmationDiffers(body.password, body.confirmPassword), {
    message: Messages.passwordConfirmMismatchProfile,
    path: ['confirmPassword'],
  });
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;
export const ProfileUpdateResponseSchema = z.object({
  data: z.object({
    user: SessionUserSchema,
    emailVerificationId: UuidSchema.optional(),
    phoneVerificationId: UuidSchema.optional(),
  }),
  message: z.string(),
});

export const CustomerProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.number().nullable(),
  zipcode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  designation: z.string().nullable(),
  image: ImagePathSchema.nullable(),
});
export const CustomerUpdateBodySchema = z.object({
  name: z.preprocess(blankToUndefined, z.string().trim().min(1).max(100).superRefine(displayTextCheck).optional()),
  latitude: z.preprocess(blankToUndefined, LatitudeSchema.optional()),
  longitude: z.preprocess(blankToUndefined, LongitudeSchema.optional()),
  zipcode: OptionalText(12),
  gender: GenderSchema,
  dob: DobSchema,
  address: OptionalText(300),
  designation: OptionalText(100),
});
export type CustomerUpdateBody = z.infer<typeof CustomerUpdateBodySchema>;

export const FcmTokenBodySchema = z.object({ fcmToken: z.string().trim().min(1).max(4096) });
export const UserEnvelopeSchema = z.object({
  data: z.object({ user: SessionUserSchema }),
  message: z.string().optional(),
});
export const VerificationValidateResponseSchema = messageEnvelope(
  z.object({ userId: UuidSchema, verificationId: UuidSchema, user: SessionUserSchema.optional() }),
);
export const CustomerViewResponseSchema = envelope(CustomerProfileSchema);
