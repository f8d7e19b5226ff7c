import { AbstractMessageReader, type DataCallback, type Disposable, type Message, type MessageReader } from 'vscode-languageserver/node';

/**
 * The LSP base protocol ("Header Part" / "Content Part"): `Name: value` header lines ending in CRLF, an empty
 * line, then exactly Content-Length bytes of UTF-8 JSON.
 *
 * vscode-jsonrpc's StreamMessageReader reports some framing errors on an event nobody in vscode-languageserver
 * listens to, reads `Content-Length: -5` or `12abc` as lengths, and buffers a header section that never ends.
 * Either way the server stayed alive and never answered again. This reader is strict instead: the first byte
 * that cannot be framing fires onError, and reads stop there (the stream cannot be resynchronised).
 * It checks each header byte as it arrives, so garbage fails at once instead of waiting for an empty line.
 */
export class FramedReader extends AbstractMessageReader implements MessageReader {
  private state: HeaderState = 'name-start';
  private headerBytes = 0;
  private line: number[] = [];
  private readonly headers = new Map<string, string>();
  /** Bytes of the body still expected, or -1 while reading headers. */
  private remaining = -1;
  private body: Buffer[] = [];
  private failed = false;

  constructor(private readonly input: NodeJS.ReadableStream) {
    super();
  }

  listen(callback: DataCallback): Disposable {
    const onData = (chunk: Buffer | string) => this.read(typeof chunk === 'string' ? Buffer.from(chunk) : chunk, callback);
    const onError = (error: Error) => this.fireError(error);
    const onClose = () => this.fireClose();
    this.input.on('data', onData);
    this.input.on('error', onError);
    this.input.on('end', onClose);
    this.input.on('close', onClose);
    return {
      dispose: () => {
        this.input.off('data', onData);
        this.input.off('error', onError);
        this.input.off('end', onClose);
        this.input.off('close', onClose);
      },
    };
  }

  private read(chunk: Buffer, callback: DataCallback): void {
    let at = 0;
    while (!this.failed) {
      if (this.remaining === 0) {
        this.deliver(callback);
      } else if (at === chunk.length) {
        return;
      } else if (this.remaining < 0) {
        at = this.readHeaders(chunk, at);
      } else {
        const take = Math.min(this.remaining, chunk.length - at);
        this.body.push(chunk.subarray(at, at + take));
        this.remaining -= take;
        at += take;
      }
    }
  }

  /** Consumes header bytes from `at`; returns where it stopped (the body's first byte, or the chunk's end). */
  private readHeaders(chunk: Buffer, at: number): number {
    for (; at < chunk.length; at++) {
      const byte = chunk[at]!;
      if (++this.headerBytes > MAX_HEADER_BYTES) return this.stop(chunk, `the header section is longer than ${MAX_HEADER_BYTES} bytes`);
      switch (this.state) {
        case 'name-start':
          if (byte === CR) this.state = 'end-lf';
          else if (isTokenByte(byte)) this.push(byte, 'name');
          else return this.stop(chunk, `a header line must start with a field name, not ${describeByte(byte)}`);
          break;
        case 'name':
          if (byte === COLON) this.push(byte, 'value');
          else if (isTokenByte(byte)) this.push(byte, 'name');
          else return this.stop(chunk, `a header field name must end with ':', not ${describeByte(byte)}`);
          break;
        case 'value':
          if (byte === CR) this.state = 'line-lf';
          else if (byte === TAB || (byte >= 0x20 && byte !== 0x7f)) this.push(byte, 'value');
          else return this.stop(chunk, `a header value cannot hold ${describeByte(byte)}`);
          break;
        case 'line-lf':
        case 'end-lf':
          if (byte !== LF) return this.stop(chunk, `a header line must end with CRLF, not CR then ${describeByte(byte)}`);
          if (this.state === 'line-lf') {
            if (!this.addHeader()) return chunk.length;
            this.state = 'name-start';
          } else {
            return this.startBody() ? at + 1 : chunk.length;
          }
          break;
      }
    }
    return at;
  }

  private push(byte: number, next: HeaderState): void {
    this.line.push(byte);
    this.state = next;
  }

  private addHeader(): boolean {
    const text = Buffer.from(this.line).toString('latin1');
    this.line = [];
    const colon = text.indexOf(':');
    const name = text.slice(0, colon).toLowerCase();
    if (this.headers.has(name)) return this.fail(`the header ${name} appears twice`);
    this.headers.set(name, trimOws(text.slice(colon + 1)));
    return true;
  }

  /** Checks the headers of a complete header section and gets ready for the body. */
  private startBody(): boolean {
    const length = this.headers.get('content-length');
    if (length === undefined) return this.fail('the header section has no Content-Length');
    if (!/^[0-9]{1,10}$/.test(length) || Number(length) > MAX_BODY_BYTES) {
      return this.fail(`Content-Length must be a byte count of at most ${MAX_BODY_BYTES}, not ${JSON.stringify(length)}`);
    }
    const charset = charsetOf(this.headers.get('content-type'));
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') return this.fail(`the charset ${JSON.stringify(charset)} is not utf-8`);
    this.headers.clear();
    this.headerBytes = 0;
    this.state = 'name-start';
    this.remaining = Number(length);
    this.body = [];
    return true;
  }

  private deliver(callback: DataCallback): void {
    const bytes = Buffer.concat(this.body);
    this.body = [];
    this.remaining = -1;
    let message: Message;
    try {
      message = JSON.parse(UTF8.decode(bytes)) as Message;
    } catch (error) {
      this.fail(`the ${bytes.length}-byte body is not UTF-8 JSON (${error instanceof Error ? error.message : String(error)})`);
      return;
    }
    callback(message);
  }

  private stop(chunk: Buffer, reason: string): number {
    this.fail(reason);
    return chunk.length;
  }

  /** Fires the error once and stops reading: after a framing error no later byte can be trusted to start a message. */
  private fail(reason: string): false {
    if (!this.failed) {
      this.failed = true;
      this.fireError(new Error(reason));
    }
    return false;
  }
}

type HeaderState = 'name-start' | 'name' | 'value' | 'line-lf' | 'end-lf';

const CR = 0x0d;
const LF = 0x0a;
const TAB = 0x09;
const COLON = 0x3a;
/** LSP headers are two short lines; a section this long is not headers. */
const MAX_HEADER_BYTES = 8192;
/** V8 cannot hold a longer string, so a longer body could never be decoded: refuse it before buffering it. */
const MAX_BODY_BYTES = 2 ** 29 - 24;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** RFC 9110 section 5.6.2: tchar = "!" / "#" / "$" / "%" / "&" / "'" / "*" / "+" / "-" / "." / "^" / "_" / "`" / "|" / "~" / DIGIT / ALPHA */
function isTokenByte(b: number): boolean {
  return (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || "!#$%&'*+-.^_`|~".includes(String.fromCharCode(b));
}

function describeByte(b: number): string {
  const hex = `0x${b.toString(16).padStart(2, '0')}`;
  return b >= 0x21 && b < 0x7f ? `'${String.fromCharCode(b)}' (${hex})` : hex;
}

/** RFC 9112 section 5: optional whitespace (SP, HTAB) around a field value. */
function trimOws(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && (value[start] === ' ' || value[start] === '\t')) start++;
  while (end > start && (value[end - 1] === ' ' || value[end - 1] === '\t')) end--;
  return value.slice(start, end);
}

/** The charset parameter of a Content-Type value, lower-cased (`application/vscode-jsonrpc; charset=utf-8`). */
function charsetOf(contentType: string | undefined): string | undefined {
  if (contentType === undefined) return undefined;
  for (const param of contentType.split(';').slice(1)) {
    const eq = param.indexOf('=');
    if (eq >= 0 && trimOws(param.slice(0, eq)).toLowerCase() === 'charset') return trimOws(param.slice(eq + 1)).replace(/^"|"$/g, '').toLowerCase();
  }
  return undefined;
}
