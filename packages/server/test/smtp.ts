import { createServer } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A free port of 127.0.0.1, given back at once: nothing listens there until a test says. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/**
 * A real SMTP receiver on 127.0.0.1 (nodemailer's own `smtp-server`), which keeps every mail it
 * is given, read back with `mailparser` as a mail program reads it. It starts down (`up()` starts
 * it on its port; `down()` stops it), so a test can have the office's mail server be away first.
 */
export async function smtpReceiver() {
  const port = await freePort();
  const mails: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async up() {
      if (server) return;
      const started = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, done) {
          simpleParser(stream).then(
            (mail) => {
              mails.push(mail);
              done();
            },
            (error: Error) => done(error),
          );
        },
      });
      await new Promise<void>((resolve, reject) => {
        started.once('error', reject);
        started.listen(port, '127.0.0.1', () => resolve());
      });
      server = started;
    },
    async down() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
}

export type SmtpReceiver = Awaited<ReturnType<typeof smtpReceiver>>;
