/**
 * A stand-in for XMLHttpRequest (multipart uploads with progress): records each request and lets the test report
 * upload progress and answer it.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  progress(fraction: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 1000, total: 1000 });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  /** The multipart fields as text (files as their names, repeated fields as lists). */
  fields() {
    const fields: Record<string, string | string[]> = {};
    for (const [key, value] of this.body?.entries() ?? []) {
      const text = typeof value === 'string' ? value : value.name;
      const previous = fields[key];
      fields[key] = previous === undefined ? text : [...(Array.isArray(previous) ? previous : [previous]), text];
    }
    return fields;
  }
}
