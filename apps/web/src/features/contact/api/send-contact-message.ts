/** `POST /api/contact`: sends the contact form; the server answers with the message to show the visitor. */
import type { ContactRequest } from '@lumen/contract/contact';
import { API_PATHS } from '@lumen/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';

export const sendContactMessageKey = ['contact', 'send'] as const;

export async function sendContactMessage(body: ContactRequest): Promise<string> {
  const { message } = await apiRequest(API_PATHS.contact, { method: 'POST', body });
  return message;
}

export function useSendContactMessage() {
  return useMutation({ mutationKey: sendContactMessageKey, mutationFn: sendContactMessage, onError: notifyError });
}
