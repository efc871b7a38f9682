// The mail provider (ARCHITECTURE.md Providers): the sandbox outbox by default, SMTP when
// MAIL_MODE=live. Callers build the message; the provider only delivers it.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on notification mail. */
  headers?: Readonly<Record<string, string>>;
}

export interface MailProvider {
  sendMail(message: MailMessage): Promise<void>;
}
