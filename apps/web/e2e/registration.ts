let sequence = 0;
/** A unique email and US phone for a new account in this run. */
export function uniqueAccount() {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
  // Exchange 5xx keeps the number valid for US numbering rules (an exchange cannot start with 0 or 1).
  const digits = `5${String(Date.now() * 10 + sequence).slice(-6)}`;
  return { email: `e2e-${stamp}@example.com`, phone: `+1202${digits}`, phoneLocal: `202${digits}` };
}

export type Account = ReturnType<typeof uniqueAccount> & { password: string };

export interface RegisteredUser {
  uuid: string;
  verifications: Record<'email' | 'phone', { uuid: string }>;
}

/**
 * Registers a customer through the API (faster than the page when sign-up is not what a test is about); `fields`
 * override the sign-up form's (another place, `registerAsHost`).
 */
export async function registerCustomer(
  baseUrl: string,
  name: string,
  password: string,
  fields: Record<string, string> = {},
): Promise<Account & { user: RegisteredUser }> {
  const account = { ...uniqueAccount(), password };
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name,
    email: account.email,
    phone: account.phone,
    password,
    latitude: '30.26715',
    longitude: '-97.74306',
    zipcode: '78701',
    gender: '3',
    dob: '',
    address: 'Austin, TX 78701, US',
    registerAsHost: 'false',
    designation: '',
    ...fields,
  })) {
    form.append(key, value);
  }
  const response = await fetch(`${baseUrl}/api/v1/customer/register/public`, { method: 'POST', body: form });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const { user } = ((await response.json()) as { data: { user: RegisteredUser } }).data;
  return { ...account, user };
}
