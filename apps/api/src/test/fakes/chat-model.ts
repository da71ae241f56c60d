/**
 * A local stand-in for an OpenAI-compatible chat-completions API (`POST {base}/chat/completions`), as OpenAI documents
 * it: a bearer key (401 with an `error` object otherwise), the request's `model`, `messages` and `tools`, and an
 * answer of `choices[0].message` with `content` or `tool_calls` (`finish_reason` "stop" or "tool_calls") and `usage`.
 * Each test scripts what the "model" answers, from the request it received: words, a tool call, an error status, or
 * nothing at all (a stalled provider). It keeps every request it was sent.
 */
import type http from 'node:http';
import { credentials, listen, readBody, sendJson } from './http';

export const CHAT_MODEL_KEY = 'sk-test-assistant-model-key';

export type ChatMessage = {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_call_id?: string;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
};
export type ChatRequest = { model: string; messages: ChatMessage[]; tools?: { function: { name: string } }[] };

export type ChatBehaviour =
  | { content: string }
  | { toolCall: { name: string; arguments: Record<string, unknown> } }
  | { status: number }
  | 'stall';

export async function startChatModelFake() {
  let script: (request: ChatRequest) => ChatBehaviour = () => ({ content: 'UNKNOWN' });
  const requests: ChatRequest[] = [];
  let calls = 0;
  const server = await listen(async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions'))
      return sendJson(res, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
    if (credentials(req, 'Bearer') !== CHAT_MODEL_KEY)
      return sendJson(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
    const request = JSON.parse(await readBody(req)) as ChatRequest;
    requests.push(request);
    const behaviour = script(request);
    if (behaviour === 'stall') return; // answers nothing; `close()` ends the connection
    if ('status' in behaviour)
      return sendJson(res, behaviour.status, { error: { message: 'The server had an error', type: 'server_error' } });
    calls += 1;
    const message =
      'content' in behaviour
        ? { role: 'assistant', content: behaviour.content }
        : {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: `call_${calls}`,
                type: 'function',
                function: { name: behaviour.toolCall.name, arguments: JSON.stringify(behaviour.toolCall.arguments) },
              },
            ],
          };
    sendJson(res, 200, {
      id: `chatcmpl-${calls}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: request.model,
      choices: [{ index: 0, message, finish_reason: 'content' in behaviour ? 'stop' : 'tool_calls' }],
      usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
    });
  });
  return {
    /** The base URL, as `ASSISTANT_LLM_URL` names it. */
    url: `${server.url}/v1`,
    /** What the model answers from now on, given each request. */
    answer(next: (request: ChatRequest) => ChatBehaviour) {
      script = next;
    },
    requests,
    close: server.close,
  };
}

/** The facts the assistant gave the model: its system messages and the tools' answers. */
export const factsIn = (request: ChatRequest) =>
  request.messages
    .filter((message) => message.role === 'system' || message.role === 'tool')
    .map((message) => message.content ?? '')
    .join('\n');

/** The latest tool answer in the request, if the model called one. */
export const toolAnswerIn = (request: ChatRequest) =>
  request.messages.findLast((message) => message.role === 'tool')?.content ?? undefined;
