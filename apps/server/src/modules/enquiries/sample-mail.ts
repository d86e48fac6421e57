import { type Lang, submissionReference } from '@coresense/shared';
import type { OutgoingMail } from '../mail/mail.outbox.ts';
import { composeMail } from '../subscriptions/alert-mail.ts';

/** The moves of a sample request that mail its requester (contract §13). */
export type SampleMove = 'approved' | 'shipped' | 'declined';

const TEXT = {
  zh_CN: {
    subjects: {
      approved: (reference: string) => `您的样品申请 ${reference} 已批准`,
      shipped: (reference: string) => `您的样品申请 ${reference} 已寄出`,
      declined: (reference: string) => `您的样品申请 ${reference} 未能批准`,
    },
    intros: {
      approved: (name: string) => `${name}，您好：我们已批准您的样品申请，将尽快为您寄出以下样品：`,
      shipped: (name: string) => `${name}，您好：以下样品已经寄出：`,
      declined: (name: string) => `${name}，您好：很抱歉，我们这次无法提供以下样品：`,
    },
    notes: { approved: '备注', shipped: '物流信息', declined: '原因' },
    piece: (partNumber: string, quantity: number) => `${partNumber} × ${quantity} 片`,
    after: '如有任何问题，请直接回复此邮件或通过网站“联系我们”与我们联系，并注明申请编号。',
  },
  en_US: {
    subjects: {
      approved: (reference: string) => `Your sample request ${reference} is approved`,
      shipped: (reference: string) => `Your sample request ${reference} has shipped`,
      declined: (reference: string) => `Your sample request ${reference} was declined`,
    },
    intros: {
      approved: (name: string) =>
        `Dear ${name}, we approved your sample request and will ship these samples soon:`,
      shipped: (name: string) => `Dear ${name}, these samples are on their way to you:`,
      declined: (name: string) => `Dear ${name}, we are sorry that we cannot send these samples this time:`,
    },
    notes: { approved: 'Note', shipped: 'Tracking', declined: 'Reason' },
    piece: (partNumber: string, quantity: number) =>
      `${partNumber} × ${quantity} ${quantity === 1 ? 'piece' : 'pieces'}`,
    after:
      'Questions? Reply to this email or write to us through the contact page of our site, quoting the reference.',
  },
} as const;

/** What a move's mail tells: the request, its parts, and the staff's note. */
export interface SampleMoveMail {
  id: number;
  lang: Lang;
  email: string;
  name: string;
  parts: ReadonlyArray<{ partNumber: string; quantity: number }>;
  move: SampleMove;
  /** The tracking note of a shipment, the reason of a refusal; may be empty for an approval. */
  note: string;
}

/** The one mail of a move, in the language the request was made in, as HTML and text. */
export function sampleMoveMail(mail: SampleMoveMail): OutgoingMail {
  const text = TEXT[mail.lang];
  const reference = submissionReference('sample', mail.id);
  const subject = text.subjects[mail.move](reference);
  const { html, body } = composeMail({
    lang: mail.lang,
    heading: subject,
    intro: text.intros[mail.move](mail.name),
    items: [
      ...mail.parts.map((part) => text.piece(part.partNumber, part.quantity)),
      ...(mail.note ? [`${text.notes[mail.move]}: ${mail.note}`] : []),
    ],
    after: text.after,
  });
  return { to: mail.email, subject, body, html };
}
