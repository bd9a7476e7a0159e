import { Messages, VerificationType, type SessionUser } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api.ts';
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
  apiCall('POST /user/verification/token/request', {
    json: { userName, type },
  }).then((body) => body.data);

export const validateCode = (ids: VerificationIds, token: string) =>
  apiCall('POST /user/verification/token/validate', {
    json: { ...ids, token },
  }).then((body) => body.data);

export const resetPassword = (ids: VerificationIds, password: string) =>
  apiCall('PUT /user/:id/resetpassword', {
    params: { id: ids.userId },
    json: { verificationId: ids.verificationId, password },
    quietUnauthorized: true,
  });

export const registerAccount = (form: FormData) =>
  apiCall('POST /customer/register/public', { form, quietUnauthorized: true });

export interface ProfileUpdateResult {
  user: SessionUser;
  emailVerificationId?: string;
  phoneVerificationId?: string;
}
export const updatePrivacySettings = (form: FormData) =>
  apiCall('PUT /user/profile/update', { form }).then((body) => body.data);

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
    queryFn: ({ signal }) => apiCall('GET /customer/view', { signal }).then((body) => body.data),
    enabled: Boolean(userId),
  });

export const updateGeneralSettings = (body: CustomerUpdate) =>
  apiCall('PUT /customer/update', { json: body }).then((result) => {
    sessionStore.updateUser(result.data.user);
    return result.data.user;
  });

export const becomeHost = () =>
  apiCall('PUT /user/becomehost').then((body) => {
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
