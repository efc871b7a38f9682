// Live mail (MAIL_MODE=live) through nodemailer's SMTP transport: SMTP_URL says where
// (smtps://user:pass@host:465 or smtp://host:587 with STARTTLS), MAIL_FROM who sends.
import { createTransport, type Transporter } from 'nodemailer';
import type { MailMessage, MailProvider } from './mail-provider';

export interface SmtpMailConfig {
  smtpUrl: string;
  from: string;
}

export function createSmtpMailProvider(
  config: SmtpMailConfig,
  transport: Transporter = createTransport(config.smtpUrl),
): MailProvider {
  return {
    async sendMail(message: MailMessage) {
      // nodemailer takes `headers` as they are: List-Unsubscribe and List-Unsubscribe-Post reach the mail.
      await transport.sendMail({ from: config.from, ...message });
    },
  };
}
