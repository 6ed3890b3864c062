import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ApiError } from './api-client';

/** A tool's answer: a sentence for the assistant and the API's object as JSON. */
export const toolAnswer = (summary: string, value?: unknown): CallToolResult => ({
  content: [
    { type: 'text', text: summary },
    ...(value === undefined ? [] : [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }]),
  ],
});

/** A refusal or a failure the assistant should tell the user about, in words. */
export const toolError = (message: string): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: message }],
});

/** Runs a tool's work; an error answer of the API becomes a tool error with the API's message. */
export async function runTool(work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) return toolError(`Quillpost refused: ${error.message}`);
    return toolError(`Could not reach Quillpost: ${error instanceof Error ? error.message : String(error)}`);
  }
}
