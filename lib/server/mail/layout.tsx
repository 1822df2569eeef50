/**
 * The one layout of the shop's e-mails (React Email): the shop's name on top, the message, and a footer
 * with the shop's name, phone and WhatsApp. A message is rendered once to HTML, and its plain-text part
 * is drawn from that HTML (renderMail), so both parts always say the same; the text part keeps every
 * sentence on one line and every link whole, as the journeys in e2e/ and the tests read it.
 * Templates take plain data (the store's contact, texts, links): this module imports no area.
 */
// Each component from its own package: the components bundle also loads a code highlighter's grammars,
// Tailwind and a Markdown parser, which no e-mail of the shop uses.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render, toPlainText } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';
import { formatPhone } from '@/lib/account/display';
import type { StoreInfo } from '@/lib/shell/store-info';
import { whatsappLink } from '@/lib/shell/whatsapp';
import type { MailMessage } from './mailer';

/** What every e-mail says about the shop (lib/server/store/store-info.ts fills it). */
export type MailStore = Pick<StoreInfo, 'name' | 'phone' | 'whatsappNumber'>;

const BRAND = '#8f1d21';
const INK = '#2b2724';
const MUTED = '#57504a';

const body: CSSProperties = {
  backgroundColor: '#f3efeb',
  fontFamily: 'Helvetica, Arial, sans-serif',
  color: INK,
  margin: 0,
};
const container: CSSProperties = {
  backgroundColor: '#ffffff',
  maxWidth: '560px',
  margin: '24px auto',
  padding: '24px 28px',
  borderRadius: '6px',
};
const paragraph: CSSProperties = { fontSize: '15px', lineHeight: '22px', margin: '0 0 14px' };
const small: CSSProperties = { fontSize: '12px', lineHeight: '18px', color: MUTED, margin: '0 0 6px' };
const button: CSSProperties = {
  backgroundColor: BRAND,
  color: '#ffffff',
  fontSize: '15px',
  fontWeight: 'bold',
  borderRadius: '4px',
  padding: '12px 20px',
  textDecoration: 'none',
};

/**
 * How the HTML becomes the plain-text part, beyond React Email's own rules (no wrapping, so a sentence
 * stays on one line; images and what is marked data-skip-in-text, the preheader and buttons, left out):
 * headings as written (not upper-cased), list items as '- item', a link written once (its address alone
 * when the text is the address).
 */
const PLAIN_TEXT: Parameters<typeof toPlainText>[1] = {
  selectors: [
    { selector: 'a', options: { linkBrackets: false, hideLinkHrefIfSameAsText: true } },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'ul', options: { itemPrefix: '- ' } },
  ],
};

/** The message for `to`: its HTML and the plain text drawn from it. */
export async function renderMail(to: string, subject: string, element: ReactNode): Promise<MailMessage> {
  const html = await render(element);
  return { to, subject, html, text: toPlainText(html, PLAIN_TEXT).trim() };
}

export function MailLayout({
  store,
  preview,
  orderNumber,
  children,
}: {
  store: MailStore;
  /** The line mail clients show beside the subject. */
  preview: string;
  /** The order the message is about: the WhatsApp link's prefilled text names it. */
  orderNumber?: string;
  children: ReactNode;
}) {
  return (
    <Html lang="pt-BR">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Heading as="h1" style={{ color: BRAND, fontSize: '22px', margin: '0 0 20px' }}>
            {store.name}
          </Heading>
          {children}
          <MailFooter store={store} orderNumber={orderNumber} />
        </Container>
      </Body>
    </Html>
  );
}

/** The shop's name, phone and WhatsApp, under every message. */
function MailFooter({ store, orderNumber }: { store: MailStore; orderNumber?: string }) {
  return (
    <Section>
      <Hr style={{ borderColor: '#e7e0d9', margin: '24px 0 16px' }} />
      <Text style={{ ...small, fontWeight: 'bold', color: INK }}>{store.name}</Text>
      <Text style={small}>{`Telefone: ${store.phone}`}</Text>
      <Text style={small}>
        {'WhatsApp: '}
        <Link href={whatsappLink(store.whatsappNumber, store.name, orderNumber)} style={{ color: BRAND }}>
          {formatPhone(store.whatsappNumber.slice(2))}
        </Link>
      </Text>
      <Text style={small}>
        Este é um e-mail automático: para falar com a gente, ligue ou chame no WhatsApp.
      </Text>
    </Section>
  );
}

/** A paragraph of the message. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/** Lines that read as one block (amounts, an address): one per line, in one paragraph. */
export function Lines({ lines }: { lines: readonly ReactNode[] }) {
  return (
    <Text style={paragraph}>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </Text>
  );
}

/** A bulleted list ('- item' in the plain text). */
export function List({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul style={{ ...paragraph, paddingLeft: '20px' }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** A link within a sentence, written as its own address (so the text part shows it whole). */
export function AddressLink({ href }: { href: string }) {
  return (
    <Link href={href} style={{ color: BRAND }}>
      {href}
    </Link>
  );
}

/**
 * The message's one action: a button in the HTML, and under it the address itself, which is all the
 * plain text shows (on a line of its own, as a mail client links it).
 */
export function Action({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: '8px 0 18px' }}>
      <Button href={href} style={button} data-skip-in-text="true">
        {label}
      </Button>
      <Text style={{ ...small, marginTop: '10px', wordBreak: 'break-all' }}>
        <Link href={href} style={{ color: MUTED }}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}
