/**
 * The script frame's document (srcdoc). Its own Content-Security-Policy allows inline script,
 * eval (the handler is compiled in the sandbox) and blob workers, and nothing else: no fetch,
 * XHR, WebSocket, images, forms or navigation targets. Each run happens in a fresh Worker made
 * from a Blob inside the frame (no DOM, no parent, no storage), terminated when it overruns its
 * time, so a busy loop never holds the frame, whatever process the browser puts it in.
 */

/** The frame's CSP (meta): an opaque-origin srcdoc frame under this policy reaches nothing. */
export const FRAME_CSP =
  "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'; worker-src blob:; connect-src 'none'; " +
  "img-src 'none'; style-src 'none'; font-src 'none'; media-src 'none'; object-src 'none'; " +
  "frame-src 'none'; form-action 'none'; base-uri 'none'";

/**
 * Runs one handler: `source` is a function expression (`({ formData }) => …`, as the designer
 * writes it) or a function body; `send(name, args)` passes a helper call on; `finish(ok, reason,
 * error)` ends the run (a returned Promise is awaited: beforeSubmit).
 */
const EXEC = String.raw`
function exec(source, args, send, finish) {
  var settled = false;
  function end(ok, reason, error) { if (!settled) { settled = true; finish(ok, reason, error); } }
  function text(e) { try { return e && e.message ? String(e.message) : e === undefined ? '' : String(e); } catch (x) { return ''; } }
  function call(name) {
    return function () {
      var a = Array.prototype.slice.call(arguments, 0, 3);
      var plain;
      try { plain = JSON.parse(JSON.stringify(a)); } catch (e) { plain = [a[0] === undefined ? null : String(a[0]), null]; }
      send(name, plain);
    };
  }
  var user = args.user || {};
  var p = {
    data: args.data, rowIndex: args.rowIndex, formData: args.formData || {},
    setFormData: call('setFormData'), setShowOrHide: call('setShowOrHide'),
    setRequired: call('setRequired'), setDisabled: call('setDisabled'),
    onlineUtils: {
      toast: call('toast'),
      getDeviceInfo: function () { return { vueVersion: '3', origin: 'pc' }; },
      getUserInfo: function () { return { userId: user.userId, userName: user.userName, userAccount: user.userAccount }; }
    }
  };
  try {
    var out;
    if (/^\s*(async\s+)?(function\b|\(|[A-Za-z_$][\w$]*\s*=>)/.test(source)) {
      var h = new Function('return (' + source + '\n);')();
      out = typeof h === 'function' ? h(p) : undefined;
    } else {
      out = new Function('{ data, rowIndex, formData, setFormData, setShowOrHide, setRequired, setDisabled, onlineUtils }', source)(p);
    }
    Promise.resolve(out).then(function () { end(true); }, function (r) { end(false, 'rejected', text(r)); });
  } catch (e) {
    end(false, 'error', text(e));
  }
}`;

const WORKER = `${EXEC}
self.onmessage = function (e) {
  self.onmessage = null;
  var m = e.data || {};
  exec(String(m.source), m.args || {}, function (name, args) {
    self.postMessage({ type: 'call', name: name, args: args });
  }, function (ok, reason, error) {
    self.postMessage({ type: 'done', ok: ok, reason: reason, error: error });
  });
};`;

const FRAME = `${EXEC}
(function () {
  var CH = __CHANNEL__, TARGET = __TARGET__, WORKER = __WORKER__;
  var url = null;
  try { url = URL.createObjectURL(new Blob([WORKER], { type: 'text/javascript' })); } catch (e) { url = null; }
  function up(m) { m.channel = CH; try { parent.postMessage(m, TARGET); } catch (e) { /* not cloneable: dropped */ } }
  function run(m) {
    var over = false, w = null, timer;
    function finish(ok, reason, error) {
      if (over) return;
      over = true; clearTimeout(timer);
      if (w) w.terminate();
      up({ type: 'done', id: m.id, ok: !!ok, reason: reason, error: error === undefined ? undefined : String(error) });
    }
    function send(name, args) { if (!over) up({ type: 'call', id: m.id, name: String(name), args: args }); }
    timer = setTimeout(function () { finish(false, 'timeout'); }, m.timeout);
    if (url) { try { w = new Worker(url); } catch (e) { w = null; } }
    if (w) {
      w.onmessage = function (e) {
        var d = e.data || {};
        if (d.type === 'call') send(d.name, d.args);
        else if (d.type === 'done') finish(d.ok, d.reason, d.error);
      };
      w.onerror = function (e) { e.preventDefault(); finish(false, 'error', e.message); };
      w.postMessage({ source: m.source, args: m.args });
    } else {
      exec(m.source, m.args, send, finish);
    }
  }
  window.addEventListener('message', function (e) {
    var m = e.data;
    if (e.source !== parent || !m || m.channel !== CH || m.type !== 'run' || typeof m.source !== 'string') return;
    run(m);
  });
  up({ type: 'ready' });
})();`;

const js = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The frame's whole document for one channel; messages go to `parentOrigin` only. */
export function frameDocument(channel: string, parentOrigin: string): string {
  const script = FRAME.replace('__CHANNEL__', () => js(channel))
    .replace('__TARGET__', () => js(parentOrigin))
    .replace('__WORKER__', () => js(WORKER));
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${FRAME_CSP}"></head><body><script>${script}</script></body></html>`;
}
