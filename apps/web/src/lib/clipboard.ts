// Copying text: the async clipboard, else a selected textarea (plain http, older browsers).

type ClipboardHolder = { clipboard?: Pick<Clipboard, 'writeText'> };

/** Copies text; false when the browser refuses both ways. */
export async function copyText(text: string, nav: ClipboardHolder = navigator): Promise<boolean> {
  try {
    if (!nav.clipboard) throw new Error('no clipboard');
    await nav.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand?.('copy') ?? false;
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}
