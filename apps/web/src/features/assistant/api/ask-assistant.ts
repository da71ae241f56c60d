/**
 * The shop assistant's calls (issue 30): a question (`POST /api/assistant/messages`) and the hand-off of the
 * conversation to the shop's team (`POST /api/assistant/handoff`). The token goes with both when the shopper is
 * signed in, so the assistant can answer about their orders and knows who hands off.
 */
import type { AssistantAnswer, AssistantHandoffRequest, AssistantMessageRequest } from '@lumen/contract/assistant';
import { API_PATHS } from '@lumen/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export async function askAssistant(body: AssistantMessageRequest): Promise<AssistantAnswer> {
  const { data } = await apiRequest<AssistantAnswer>(API_PATHS.assistantMessages, { method: 'POST', body, auth: true });
  if (!data) throw new Error('The assistant answered without an answer.');
  return data;
}

export async function handOffConversation(body: AssistantHandoffRequest): Promise<string> {
  const { message } = await apiRequest(API_PATHS.assistantHandoff, { method: 'POST', body, auth: true });
  return message;
}

export const useAskAssistant = () => useMutation({ mutationKey: ['assistant', 'ask'], mutationFn: askAssistant });
export const useHandOff = () => useMutation({ mutationKey: ['assistant', 'handoff'], mutationFn: handOffConversation });
