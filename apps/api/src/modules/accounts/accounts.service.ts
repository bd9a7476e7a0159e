import crypto from 'node:crypto';
import {
  Limits,
  Messages,
  PhoneSchema,
  UserStatus,
  VerificationType,
  type CustomerUpdateBody,
  type ProfileUpdateBody,
  type RegisterBody,
  type SessionUser,
} from '@app/contract';
import type { Database, Executor } from '../../db/client.ts';
import { databaseErrorCode } from '../../db/client.ts';
import { queueFileRemoval } from '../../jobs/file-removal.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  AppError,
  badRequest,
  conflict,
  fieldError,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../lib/errors.ts';
import { assertAcceptableImage, renderImage, type UploadedFile } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage.ts';
import { accountForbidden, type AuthUser } from './access.ts';
import * as repository from './accounts.repository.ts';
import type { NewUserRow, UserRow } from './accounts.repository.ts';
import { createLoginSourceHasher } from './login-sources.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';
import { createAccessTokenSigner, newRefreshTokenValue, sha256 } from './tokens.ts';
import { createVerificationService, type Purpose } from './verification.service.ts';

export interface AccountsDeps {
  db: Database;
  clock: Clock;
  storage: Storage;
  secrets: { jwt: Uint8Array; codes: Buffer };
  /** Called after a commit that queued messages, so they go out at once. */
  onMessagesQueued: () => void;
}

/**
 * Login throttle (OWASP Authentication Cheat Sheet: no hard lockout; growing delays by account and source).
 * From one source, 5 failures in 15 minutes are free, then each attempt waits 1 s, 2 s, 4 s … (at most 15 min)
 * after the last failure. From all sources together, 20 are free, then the wait grows to at most one minute. A
 * source the account signed in from before skips that all-sources wait, so a guesser on many addresses cannot keep
 * the owner out; a first-time source still waits.
 */
const LOGIN_WINDOW_MS = 15 * 60_000;
const LOGIN_FREE_FAILURES_PER_SOURCE = 5;
const LOGIN_FREE_FAILURES_PER_ACCOUNT = 20;
const LOGIN_ACCOUNT_DELAY_CAP_MS = 60_000;

/** When the next attempt may be made after `count` failures, the latest at `latest`. */
function nextAttemptAt(failures: { count: number; latest?: Date }, free: number, capMs: number) {
  if (failures.count < free || !failures.latest) return 0;
  return failures.latest.getTime() + Math.min(1000 * 2 ** (failures.count - free), capMs);
}

/** One counter per account whatever name was typed (email or phone); the typed name when no account has it. */
const throttleKeyOf = (account: { key: string }, user: { id: string } | undefined) =>
  user ? `user:${user.id}` : `name:${account.key}`;
const RESET_WINDOW_MS = 15 * 60_000;

export function createAccountsService(deps: AccountsDeps) {
  const { db, clock } = deps;
  const signer = createAccessTokenSigner(deps.secrets.jwt);
  const hashLoginSource = createLoginSourceHasher(deps.secrets.jwt);
  const verification = createVerificationService({ clock, codeSecret: deps.secrets.codes });

  async function toSessionUser(executor: Executor, user: UserRow): Promise<SessionUser> {
    const [pending, payout] = await Promise.all([
      repository.findPendingVerifications(executor, user),
      user.isHost ? repository.findPayoutStatus(executor, user.id) : Promise.resolve(null),
    ]);
    return {
      uuid: user.id,
      displayName: user.displayName,
      displayImage: user.avatarPath ? { path: user.avatarPath } : null,
      email: user.email,
      phone: user.phone ?? '',
      emailVerified: user.emailVerified,
      phoneVerified: user.phoneVerified,
      host: user.isHost,
      admin: user.isAdmin,
      status: user.status,
      payout,
      verifications: {
        ...(pending.email ? { email: { uuid: pending.email } } : {}),
        ...(pending.phone ? { phone: { uuid: pending.phone } } : {}),
      },
    };
  }

  async function loadUser(userId: string) {
    const user = await repository.findUserById(db, userId);
    if (!user) throw notFound('Account not found');
    return user;
  }

  async function assertPasswordAcceptable(password: string, field = 'password') {
    if (isCommonPassword(password)) throw fieldError(field, Messages.passwordTooCommon);
  }

  /** Normalises what a person types as a user name: an email, or a phone in any common form. */
  function accountKeyOf(userName: string): { kind: 'email' | 'phone' | 'unknown'; key: string } {
    const trimmed = userName.trim();
    if (trimmed.includes('@')) return { kind: 'email', key: trimmed.toLowerCase() };
    const phone = PhoneSchema.safeParse(trimmed);
    return phone.success ? { kind: 'phone', key: phone.data } : { kind: 'unknown', key: trimmed.toLowerCase() };
  }

  async function findByUserName(userName: string) {
    const account = accountKeyOf(userName);
    const user =
      account.kind === 'email'
        ? await repository.findUserByEmail(db, account.key)
        : account.kind === 'phone'
          ? await repository.findUserByPhone(db, account.key)
          : undefined;
    return { account, user };
  }

  async function issueTokens(executor: Executor, userId: string, familyId: string, familyExpiresAt: Date) {
    const now = clock.now();
    const refresh = newRefreshTokenValue();
    await repository.insertRefreshToken(executor, {
      userId,
      familyId,
      tokenHash: sha256(refresh),
      expiresAt: familyExpiresAt,
      createdAt: now,
    });
    const access = await signer.sign({ userId, sessionId: familyId }, now);
    return { access, refresh: { value: refresh, expiresAt: familyExpiresAt.toISOString() } };
  }

  async function storeAvatar(file: UploadedFile) {
    await assertAcceptableImage(file);
    const image = await renderImage(file.path, { width: 256, height: 256, fit: 'cover' });
    const id = crypto.randomUUID();
    const key = `uploads/avatars/${id.slice(0, 2)}/${id}.webp`;
    await deps.storage.put(key, image, 'image/webp');
    return key;
  }

  /** Runs a write with a freshly stored file; the file is removed again when the write fails. */
  async function withStoredFile<T>(key: string | undefined, write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      if (key) await deps.storage.delete(key).catch(() => undefined);
      throw error;
    }
  }

  function uniqueViolation(error: unknown): AppError | undefined {
    if (databaseErrorCode(error) !== '23505') return undefined;
    const text = String((error as { cause?: { constraint?: string; message?: string } }).cause?.constraint ?? error);
    return text.includes('phone')
      ? conflict(Messages.phoneTaken, { phone: [Messages.phoneTaken] })
      : conflict(Messages.emailTaken, { email: [Messages.emailTaken] });
  }

  async function assertEmailFree(email: string, exceptUserId?: string) {
    const existing = await repository.findUserByEmail(db, email);
    if (existing && existing.id !== exceptUserId) throw conflict(Messages.emailTaken, { email: [Messages.emailTaken] });
  }
  async function assertPhoneFree(phone: string, exceptUserId?: string) {
    const existing = await repository.findUserByPhone(db, phone);
    if (existing && existing.id !== exceptUserId) throw conflict(Messages.phoneTaken, { phone: [Messages.phoneTaken] });
  }

  return {
    toSessionUser: (user: UserRow) => toSessionUser(db, user),

    /** How to reach a user (a payout account is opened with their email); undefined when there is no such user. */
    async contactOf(userId: string) {
      const user = await repository.findUserById(db, userId);
      return user ? { email: user.email } : undefined;
    },

    async sessionUserOf(auth: AuthUser) {
      return toSessionUser(db, await loadUser(auth.id));
    },

    async register(body: RegisterBody, image: UploadedFile | undefined) {
      await assertPasswordAcceptable(body.password);
      await assertEmailFree(body.email);
      await assertPhoneFree(body.phone);
      const passwordHash = await hashPassword(body.password);
      const avatarPath = image ? await storeAvatar(image) : undefined;
      const user = await withStoredFile(avatarPath, async () => {
        try {
          return await db.transaction(async (tx) => {
            const created = await repository.insertUser(tx, {
              displayName: body.name,
              email: body.email,
              phone: body.phone,
              passwordHash,
              isHost: body.registerAsHost ?? false,
              avatarPath: avatarPath ?? null,
              address: body.address,
              zipcode: body.zipcode ?? null,
              latitude: body.latitude,
              longitude: body.longitude,
              gender: body.gender ?? null,
              dob: body.dob ?? null,
              designation: body.designation ?? null,
            });
            const codes = { userId: created.id, recipientName: body.name, enforceRateLimit: false };
            await verification.issueCode(tx, { ...codes, purpose: VerificationType.EMAIL, destination: created.email });
            await verification.issueCode(tx, { ...codes, purpose: VerificationType.PHONE, destination: body.phone });
            return created;
          });
        } catch (error) {
          throw uniqueViolation(error) ?? error;
        }
      });
      deps.onMessagesQueued();
      return toSessionUser(db, user);
    },

    /** `source` is the client's address: failures are counted per account and per source. */
    async login(input: { userName: string; password: string; fcmToken?: string }, source = '') {
      const now = clock.now();
      const { account, user } = await findByUserName(input.userName);
      const throttleKey = throttleKeyOf(account, user);
      const sourceHash = hashLoginSource(source);
      const [failures, knownSource] = await Promise.all([
        repository.recentLoginFailures(db, throttleKey, source, new Date(now.getTime() - LOGIN_WINDOW_MS)),
        user ? repository.isKnownLoginSource(db, user.id, sourceHash) : false,
      ]);
      const retryAt = Math.max(
        nextAttemptAt(failures.fromSource, LOGIN_FREE_FAILURES_PER_SOURCE, LOGIN_WINDOW_MS),
        knownSource ? 0 : nextAttemptAt(failures.fromAll, LOGIN_FREE_FAILURES_PER_ACCOUNT, LOGIN_ACCOUNT_DELAY_CAP_MS),
      );
      // Checked before the password: a waiting attempt learns nothing, and is not counted.
      if (retryAt > now.getTime()) {
        throw tooManyRequests(Messages.tooManyLoginAttempts, (retryAt - now.getTime()) / 1000);
      }
      const valid = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !valid) {
        await repository.recordLoginFailure(db, throttleKey, source, now);
        throw unauthorized(Messages.invalidCredentials);
      }
      if (user.status !== UserStatus.ACTIVE) throw accountForbidden(user);
      const tokens = await db.transaction(async (tx) => {
        await repository.clearLoginFailures(tx, throttleKey, source);
        await repository.rememberLoginSource(tx, user.id, sourceHash, now);
        if (input.fcmToken) await repository.saveDeviceToken(tx, user.id, 'fcm', input.fcmToken);
        const familyExpiresAt = new Date(now.getTime() + Limits.refreshTokenDays * 86_400_000);
        return issueTokens(tx, user.id, crypto.randomUUID(), familyExpiresAt);
      });
      return { user: await toSessionUser(db, user), tokens };
    },

    /** Rotation with a grace period; reuse of a rotated token after the grace revokes the whole family. */
    async renew(refreshToken: string | undefined) {
      if (!refreshToken) throw unauthorized(Messages.sessionExpired);
      const now = clock.now();
      const record = await repository.findRefreshTokenByHash(db, sha256(refreshToken));
      if (!record || record.revokedAt) throw unauthorized(Messages.sessionExpired);
      if (record.expiresAt.getTime() <= now.getTime()) throw unauthorized(Messages.sessionExpired);
      const rotatedNow = await repository.markRefreshTokenRotated(db, record.id, now);
      if (!rotatedNow) {
        const current = await repository.findRefreshTokenByHash(db, record.tokenHash);
        const rotatedAt = current?.rotatedAt?.getTime() ?? now.getTime();
        if (now.getTime() - rotatedAt > Limits.refreshGraceSeconds * 1000) {
          await repository.revokeTokenFamily(db, record.familyId, now);
          throw unauthorized(Messages.sessionExpired);
        }
      }
      const user = await loadUser(record.userId);
      if (user.status !== UserStatus.ACTIVE) throw accountForbidden(user);
      return issueTokens(db, user.id, record.familyId, record.expiresAt);
    },

    async logout(auth: AuthUser | undefined) {
      if (auth) await repository.revokeTokenFamily(db, auth.sessionId, clock.now());
    },

    async requestCode(input: { userName: string; type: Purpose }) {
      if (input.type === VerificationType.FORGOT_PASSWORD) {
        const { account, user } = await findByUserName(input.userName);
        const active = user && user.status === UserStatus.ACTIVE ? user : undefined;
        const destination = active ? (account.kind === 'phone' ? active.phone! : active.email) : account.key;
        const issued = await db.transaction((tx) =>
          verification.issueCode(tx, {
            userId: active?.id ?? null,
            purpose: VerificationType.FORGOT_PASSWORD,
            destination,
            recipientName: active?.displayName,
          }),
        );
        deps.onMessagesQueued();
        // Unknown accounts get a stable, unguessable stand-in id: both answers look the same.
        const userId =
          active?.id ?? uuidFromHash(crypto.createHmac('sha256', deps.secrets.codes).update(account.key).digest());
        return { userId, verificationId: issued.verificationId };
      }
      const userId = input.userName.trim();
      if (!/^[0-9a-f-]{36}$/i.test(userId)) throw notFound('Account not found');
      const user = await loadUser(userId);
      const isEmail = input.type === VerificationType.EMAIL;
      if (isEmail ? user.emailVerified : user.phoneVerified) throw conflict(Messages.alreadyVerified);
      const destination = isEmail ? user.email : user.phone;
      if (!destination) throw badRequest('This account has no phone number');
      const issued = await db.transaction((tx) =>
        verification.issueCode(tx, {
          userId: user.id,
          purpose: input.type,
          destination,
          recipientName: user.displayName,
        }),
      );
      deps.onMessagesQueued();
      return { userId: user.id, verificationId: issued.verificationId };
    },

    async validateCode(input: { userId: string; verificationId: string; token: string }) {
      const record = await verification.checkCode(db, input);
      const user = await loadUser(record.userId!);
      if (record.purpose === VerificationType.FORGOT_PASSWORD) {
        return { userId: user.id, verificationId: record.id, purpose: record.purpose, user: undefined };
      }
      const isEmail = record.purpose === VerificationType.EMAIL;
      const stillCurrent = isEmail ? user.email === record.destination : user.phone === record.destination;
      if (!stillCurrent) throw badRequest(Messages.otpSuperseded, { token: [Messages.otpSuperseded] });
      const updated = await repository.updateUser(
        db,
        user.id,
        isEmail ? { emailVerified: true } : { phoneVerified: true },
      );
      return {
        userId: user.id,
        verificationId: record.id,
        purpose: record.purpose,
        user: await toSessionUser(db, updated),
      };
    },

    async resetPassword(userId: string, input: { verificationId: string; password: string }) {
      const now = clock.now();
      const record = await repository.findVerification(db, input.verificationId);
      const valid =
        record &&
        record.userId === userId &&
        record.purpose === VerificationType.FORGOT_PASSWORD &&
        record.verifiedAt &&
        !record.consumedAt &&
        now.getTime() - record.verifiedAt.getTime() <= RESET_WINDOW_MS &&
        (await repository.findLatestVerificationId(db, userId, VerificationType.FORGOT_PASSWORD)) === record.id;
      if (!valid) throw badRequest(Messages.passwordResetFailed);
      await assertPasswordAcceptable(input.password);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        if (!(await repository.consumeVerification(tx, record.id, now))) throw badRequest(Messages.passwordResetFailed);
        await repository.updateUser(tx, userId, { passwordHash });
        await repository.revokeUserTokens(tx, userId, now);
        await repository.clearLoginFailures(tx, `user:${userId}`);
        // Whoever signed in with the old password, from wherever, waits like a stranger again.
        await repository.forgetLoginSources(tx, userId);
      });
    },

    async updateProfile(auth: AuthUser, body: ProfileUpdateBody, image: UploadedFile | undefined) {
      const user = await loadUser(auth.id);
      if (body.password) await assertPasswordAcceptable(body.password);
      const emailChanged = body.email !== undefined && body.email !== user.email.toLowerCase();
      const phoneChanged = body.phone !== undefined && body.phone !== user.phone;
      if (emailChanged) await assertEmailFree(body.email!, user.id);
      if (phoneChanged) await assertPhoneFree(body.phone!, user.id);
      const passwordHash = body.password ? await hashPassword(body.password) : undefined;
      const newAvatar = image ? await storeAvatar(image) : undefined;
      const removeAvatar = Boolean(newAvatar) || body.deleteImage === true;
      const result = await withStoredFile(newAvatar, async () => {
        try {
          return await db.transaction(async (tx) => {
            const now = clock.now();
            // Read under the row's lock: two replacements at once each remove the file they replaced.
            const replacedAvatar = removeAvatar ? await repository.lockAvatarPath(tx, user.id) : null;
            const updated = await repository.updateUser(tx, user.id, {
              ...(body.displayName ? { displayName: body.displayName } : {}),
              ...(emailChanged ? { email: body.email!, emailVerified: false } : {}),
              ...(phoneChanged ? { phone: body.phone!, phoneVerified: false } : {}),
              ...(passwordHash ? { passwordHash } : {}),
              ...(removeAvatar ? { avatarPath: newAvatar ?? null } : {}),
            });
            if (replacedAvatar) await queueFileRemoval(tx, [replacedAvatar]);
            const codes = { userId: user.id, recipientName: updated.displayName };
            const emailVerificationId = emailChanged
              ? (
                  await verification.issueCode(tx, {
                    ...codes,
                    purpose: VerificationType.EMAIL,
                    destination: body.email!,
                  })
                ).verificationId
              : undefined;
            const phoneVerificationId = phoneChanged
              ? (
                  await verification.issueCode(tx, {
                    ...codes,
                    purpose: VerificationType.PHONE,
                    destination: body.phone!,
                  })
                ).verificationId
              : undefined;
            // A new password ends every other session; this one stays signed in.
            if (passwordHash) await repository.revokeUserTokens(tx, user.id, now, auth.sessionId);
            return { updated, emailVerificationId, phoneVerificationId };
          });
        } catch (error) {
          throw uniqueViolation(error) ?? error;
        }
      });
      if (emailChanged || phoneChanged || removeAvatar) deps.onMessagesQueued();
      return {
        user: await toSessionUser(db, result.updated),
        ...(result.emailVerificationId ? { emailVerificationId: result.emailVerificationId } : {}),
        ...(result.phoneVerificationId ? { phoneVerificationId: result.phoneVerificationId } : {}),
        passwordChanged: Boolean(passwordHash),
      };
    },

    async viewCustomer(auth: AuthUser) {
      const user = await loadUser(auth.id);
      return {
        name: user.displayName,
        email: user.email,
        phone: user.phone ?? '',
        address: user.address,
        dob: user.dob,
        gender: user.gender,
        zipcode: user.zipcode,
        latitude: user.latitude,
        longitude: user.longitude,
        designation: user.designation,
        image: user.avatarPath ? { path: user.avatarPath } : null,
      };
    },

    async updateCustomer(auth: AuthUser, body: CustomerUpdateBody) {
      const patch = {
        ...(body.name !== undefined ? { displayName: body.name } : {}),
        ...(body.latitude !== undefined ? { latitude: body.latitude } : {}),
        ...(body.longitude !== undefined ? { longitude: body.longitude } : {}),
        ...(body.zipcode !== undefined ? { zipcode: body.zipcode } : {}),
        ...(body.gender !== undefined ? { gender: body.gender } : {}),
        ...(body.dob !== undefined ? { dob: body.dob } : {}),
        ...(body.address !== undefined ? { address: body.address } : {}),
        ...(body.designation !== undefined ? { designation: body.designation } : {}),
      };
      const updated = await repository.updateUser(db, auth.id, patch);
      return toSessionUser(db, updated);
    },

    async becomeHost(auth: AuthUser) {
      const user = await loadUser(auth.id);
      if (user.isHost) return { user: await toSessionUser(db, user), alreadyHost: true };
      const updated = await repository.updateUser(db, user.id, { isHost: true });
      return { user: await toSessionUser(db, updated), alreadyHost: false };
    },

    async saveFcmToken(auth: AuthUser, token: string) {
      await repository.saveDeviceToken(db, auth.id, 'fcm', token);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;

/**
 * Account rows for other modules and the seed, which create and promote accounts outside a request
 * (the admin CLI, boot-time configuration, demo content), block and promote them (the admin console, under the locks
 * below) and end an account's sessions when it is blocked.
 */
export const findAccountByEmail = (executor: Executor, email: string) => repository.findUserByEmail(executor, email);
export const findAccountById = (executor: Executor, id: string) => repository.findUserById(executor, id);
export const insertAccount = (executor: Executor, values: NewUserRow) => repository.insertUser(executor, values);
export const updateAccount = (executor: Executor, id: string, patch: Partial<NewUserRow>) =>
  repository.updateUser(executor, id, patch);
export const revokeAccountSessions = (executor: Executor, userId: string, at: Date) =>
  repository.revokeUserTokens(executor, userId, at);
export const lockActiveAdminIds = (executor: Executor) => repository.lockActiveAdminIds(executor);
export const lockAccountFlags = (executor: Executor, id: string) => repository.lockAccountFlags(executor, id);

function uuidFromHash(digest: Buffer) {
  const bytes = Buffer.from(digest.subarray(0, 16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
