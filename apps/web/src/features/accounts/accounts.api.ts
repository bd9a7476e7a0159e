import { Messages, VerificationType, type SessionUser } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { openOtp } from '../../lib/dialogs.ts';
import { notify } from '../../lib/notify.ts';
import { sessionStore } from '../../lib/session.ts';
import { refreshSessionUser } from './session.api.ts';
import { accountKeys } from './queries.ts';

export interface VerificationIds {
  userId: string;
  verificationId: string;
}

/** POST /user/verification/token/request: types 1 and 2 take the user's uuid, type 3 the typed email or phone. */
export const requestCode = (userName: string, type: 1 | 2 | 3) =>
  api<{ data: VerificationIds }>('/user/verification/token/request', {
    method: 'POST',
    json: { userName, type },
  }).then((body) => body.data);

export const validateCode = (ids: VerificationIds, token: string) =>
  api<{ data: VerificationIds & { user?: SessionUser } }>('/user/verification/token/validate', {
    method: 'POST',
    json: { ...ids, token },
  }).then((body) => body.data);

export const resetPassword = (ids: VerificationIds, password: string) =>
  api(`/user/${encodeURIComponent(ids.userId)}/resetpassword`, {
    method: 'PUT',
    json: { verificationId: ids.verificationId, password },
    quietUnauthorized: true,
  });

export const registerAccount = (form: FormData) =>
  api<{ data: { user: SessionUser } }>('/customer/register/public', { method: 'POST', form, quietUnauthorized: true });

export interface ProfileUpdateResult {
  user: SessionUser;
  emailVerificationId?: string;
  phoneVerificationId?: string;
}
export const updatePrivacySettings = (form: FormData) =>
  api<{ data: ProfileUpdateResult; message: string }>('/user/profile/update', { method: 'PUT', form }).then(
    (body) => body.data,
  );

export interface CustomerProfile {
  name: string;
  email: string;
  phone: string;
  address: string | null;
  dob: string | null;
  gender: number | null;
  zipcode: string | null;
  latitude: number | null;
  longitude: number | null;
  designation: string | null;
  image: { path: string } | null;
}
export interface CustomerUpdate {
  name: string;
  latitude: number | null;
  longitude: number | null;
  zipcode: string;
  gender: number | null;
  dob: string | null;
  address: string;
  designation: string;
}

export const useCustomerProfile = (userId: string | undefined) =>
  useQuery({
    queryKey: accountKeys.customerProfile(userId),
    queryFn: ({ signal }) => api<{ data: CustomerProfile }>('/customer/view', { signal }).then((body) => body.data),
    enabled: Boolean(userId),
  });

export const updateGeneralSettings = (body: CustomerUpdate) =>
  api<{ data: { user: SessionUser } }>('/customer/update', { method: 'PUT', json: body }).then((result) => {
    sessionStore.updateUser(result.data.user);
    return result.data.user;
  });

export const becomeHost = () =>
  api<{ data: { user: SessionUser }; message: string }>('/user/becomehost', { method: 'PUT' }).then((body) => {
    sessionStore.updateUser(body.data.user);
    return body;
  });

/**
 * Opens the Enter Otp modal for the user's email or phone. The pending verification the server already sent a code
 * for is used when there is one; otherwise a new code is requested.
 */
export async function verifyContact(user: SessionUser, kind: 'email' | 'phone') {
  const type = kind === 'email' ? VerificationType.EMAIL : VerificationType.PHONE;
  const pending = user.verifications[kind]?.uuid;
  let ids: VerificationIds;
  if (pending) ids = { userId: user.uuid, verificationId: pending };
  else {
    ids = await requestCode(user.uuid, type);
    notify.success(Messages.otpSent);
  }
  openOtp({
    destination: kind === 'email' ? user.email : user.phone,
    ...ids,
    resend: () => requestCode(user.uuid, type),
    onVerified: () => void refreshSessionUser().catch(() => undefined),
  });
}

/** The user name to prefill in the login modal after sign-up or a password reset (kept for this visit only). */
let rememberedUserName = '';
export const rememberUserName = (userName: string) => {
  rememberedUserName = userName;
};
export const rememberedUser = () => rememberedUserName;
