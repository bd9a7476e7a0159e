import { apiCall } from '../../lib/api.ts';

/** POST /customer/contact-us (multipart: name, email, phone, message). */
export const submitContactRequest = (form: FormData) => apiCall('POST /customer/contact-us', { form });
