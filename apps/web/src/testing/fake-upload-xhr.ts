/**
 * Stands in for XMLHttpRequest, which image uploads use to show progress: the test sends each
 * upload's progress and reply itself, and sees which were aborted.
 */
export class FakeUploadXhr {
  static sent: FakeUploadXhr[] = [];
  readonly headers: Record<string, string> = {};
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  isAborted = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
    FakeUploadXhr.sent.push(this);
  }
  abort() {
    this.isAborted = true;
  }
  /** The name of the file sent. */
  get fileName(): string {
    return (this.body?.get('files') as File | null)?.name ?? '';
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total, lengthComputable: true }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
  fail() {
    this.events.dispatchEvent(new Event('error'));
  }
}
