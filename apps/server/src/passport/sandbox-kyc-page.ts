// GET /sandbox/kyc (KYC_MODE=sandbox only): how the sandbox identity check decides, and its latest
// checks. The page shows no player's name, email or file: only when, what type, and the outcome.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { escapeHtml, sandboxPage, sendHtml } from '../sandbox/sandbox-page';
import { sandboxKycRules } from './identity-check-sandbox';

const outcomeText: Record<string, string> = {
  pending: 'being checked',
  manual_review: 'manual review (an operator decides)',
  verified: 'verified',
  rejected: 'rejected',
};

export function registerSandboxKycPage(app: FastifyInstance, database: Database) {
  app.get('/sandbox/kyc', async (_request, reply) => {
    const { rows } = await database.query<{
      uploaded_at: Date;
      content_type: string;
      status: string;
      decided_at: Date | null;
      decided_by: string | null;
    }>(
      `select uploaded_at, content_type, status, decided_at, decided_by from passport_verifications
        where provider = 'sandbox' order by uploaded_at desc, id desc limit 20`,
    );
    const rules = sandboxKycRules
      .map(({ contains, result }) => {
        const when = contains === null ? 'Any other name' : `The file name contains “${contains}”`;
        const outcome =
          result.decision === 'rejected'
            ? `rejected, with the reason “${result.reason ?? ''}”`
            : (outcomeText[result.decision] ?? result.decision);
        return `<dt>${escapeHtml(when)}</dt><dd>${escapeHtml(outcome)}</dd>`;
      })
      .join('');
    const checks =
      rows.length === 0
        ? '<p>No passport has been checked yet.</p>'
        : `<table><thead><tr><th>Uploaded</th><th>Type</th><th>Outcome</th></tr></thead><tbody>${rows
            .map((row) => {
              const outcome =
                (outcomeText[row.status] ?? row.status) + (row.decided_by ? ' by an operator' : '');
              return `<tr><td>${escapeHtml(new Date(row.uploaded_at).toISOString())}</td><td>${escapeHtml(
                row.content_type,
              )}</td><td>${escapeHtml(outcome)}</td></tr>`;
            })
            .join('')}</tbody></table>`;
    const body = `
<p>KYC_MODE=sandbox: the identity check decides at once, by the name of the uploaded passport file
(upper or lower case alike). The file itself must still be a real JPEG, PNG, WEBP or PDF of at most 10 MB.</p>
<article><h2>The rule</h2><dl>${rules}</dl></article>
<p>A passport under manual review is decided by an operator (role admin) through
<code>POST /api/admin/passports/{id}/verify</code> or <code>/reject</code>, as in live mode.</p>
<article><h2>Latest sandbox checks</h2>${checks}</article>`;
    return sendHtml(reply, 200, sandboxPage('Sandbox identity check', body));
  });
}
