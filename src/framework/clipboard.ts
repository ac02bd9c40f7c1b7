// Copying text for the user: the Clipboard API where the page may use it (HTTPS or localhost), else the old
// selection copy, which still works over plain HTTP (an office install on the local network is served that way).

/** Copies `text`; false when the browser refused both ways (the caller then shows the text to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  if (window.isSecureContext && navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or the document lost focus: try the selection copy.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
