import nodemailer from 'nodemailer';
import type { Db } from '../db/database.js';
import { writeOutbox } from './outbox.js';

export interface MailMessage {
  /** The merchant the mail is sent for; null for a platform-level operator's. */
  merchantId: string | null;
  to: string;
  subject: string;
  text: string;
}
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer (SMTP_URL). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
    },
  };
}

/** Dev outbox: stores the message where GET /dev/outbox can read it. */
export function outboxMailer(db: Db): Mailer {
  return {
    async send(m) {
      await writeOutbox(db, {
        merchantId: m.merchantId,
        channel: 'email',
        recipient: m.to.toLowerCase(),
        subject: m.subject,
        body: m.text,
      });
    },
  };
}
