/** One readable sentence for zod issues, used by the server's 400 answers and the web's request check. */
interface Issue {
  path?: PropertyKey[];
  message: string;
}

/** zod's generic messages name no field; prefix those with the field so the reader knows what to fix. */
const GENERIC = /^(Invalid|Too (big|small)|Unrecognized|Expected|Required)/;

export function describeIssues(issues: readonly Issue[], context?: string): string {
  const parts = issues.slice(0, 3).map((issue) => {
    const field = (issue.path ?? []).map(String).join('.');
    if (!GENERIC.test(issue.message)) return issue.message;
    const where = field || context || 'request';
    return `${where}: ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`;
  });
  // Several fields may fail with the same sentence (e.g. 'Please fill in all required fields'): say it once.
  return [...new Set(parts)].join('; ');
}
