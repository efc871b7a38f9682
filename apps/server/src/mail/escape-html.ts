import escape from 'escape-html';

/** Text made safe to place in HTML or XML content or a quoted attribute (& < > " ' as entities). */
export function escapeHtml(text: string): string {
  return escape(text);
}
