import { api } from '@/lib/api-client';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** The form's subject and category are fixed (SPEC section 7). */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await api.post(
    '/contact',
    { ...message, subject: 'Contact Form Submission', category: 'general' },
    {
      errorMessage: 'We had trouble sending your message. Please try again later.',
    },
  );
}
