import { WIDGET_CLOSE_MESSAGE, WIDGET_PATH_PREFIX } from '../../../core/embed/widget-path.ts';

/**
 * The script a business puts on its own site: a "Registruotis" button after its own tag that opens our
 * booking widget in an overlay. Plain ES5-level JavaScript with no cookies or storage: it runs on pages we
 * do not control, so it touches nothing but the elements it adds.
 */
export function embedScript(siteUrl: string): string {
  const widgetBase = JSON.stringify(new URL(WIDGET_PATH_PREFIX, siteUrl).href);
  const widgetOrigin = JSON.stringify(new URL(siteUrl).origin);
  return `(function () {
  var script = document.currentScript;
  if (!script) return;
  var slug = script.getAttribute('data-business');
  if (!slug || !/^[a-z0-9][a-z0-9-]*$/.test(slug)) return;
  var widgetUrl = ${widgetBase} + slug;
  var button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Registruotis';
  button.style.cssText = 'font:600 16px/1.2 system-ui,sans-serif;color:#fff;background:#be185d;border:0;' +
    'border-radius:12px;padding:12px 20px;cursor:pointer';
  var overlay = null;
  var opener = null;
  function close() {
    if (!overlay) return;
    overlay.remove();
    overlay = null;
    document.removeEventListener('keydown', onKey);
    window.removeEventListener('message', onMessage);
    if (opener) opener.focus();
  }
  function onKey(event) {
    if (event.key === 'Escape') close();
  }
  // Esc pressed inside the frame reaches only the widget, which asks to be closed.
  function onMessage(event) {
    if (event.origin === ${widgetOrigin} && event.data === ${JSON.stringify(WIDGET_CLOSE_MESSAGE)}) close();
  }
  function open() {
    if (overlay) return;
    opener = document.activeElement;
    overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Registracija');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(24,24,27,.6);' +
      'display:flex;align-items:center;justify-content:center;padding:16px';
    var box = document.createElement('div');
    box.style.cssText = 'position:relative;width:100%;max-width:480px;height:min(720px,100%);background:#fff;' +
      'border-radius:16px;overflow:hidden;box-shadow:0 20px 50px rgba(0,0,0,.3)';
    var frame = document.createElement('iframe');
    frame.src = widgetUrl;
    frame.title = 'Registracija';
    frame.style.cssText = 'border:0;width:100%;height:100%;display:block';
    var closer = document.createElement('button');
    closer.type = 'button';
    closer.setAttribute('aria-label', 'Uždaryti');
    closer.textContent = '\\u00d7';
    closer.style.cssText = 'position:absolute;top:8px;right:8px;width:40px;height:40px;border:0;' +
      'border-radius:999px;background:#f4f4f5;color:#18181b;font:24px/1 system-ui,sans-serif;cursor:pointer';
    closer.addEventListener('click', close);
    overlay.addEventListener('click', function (event) {
      if (event.target === overlay) close();
    });
    box.appendChild(frame);
    box.appendChild(closer);
    overlay.appendChild(box);
    document.body.appendChild(overlay);
    document.addEventListener('keydown', onKey);
    window.addEventListener('message', onMessage);
    closer.focus();
  }
  button.addEventListener('click', open);
  script.parentNode.insertBefore(button, script.nextSibling);
})();
`;
}
