import { api } from '../../lib/api.ts';

/** POST /customer/contact-us (multipart: name, email, phone, message). */
export const submitContactRequest = (form: FormData) =>
  api<{ data: { uuid: string }; message: string }>('/customer/contact-us', { method: 'POST', form });
