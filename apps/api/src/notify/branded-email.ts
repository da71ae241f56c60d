/** The shop's e-mail look, shared by every message: a cream card with the wordmark, a title, the body and a footer. */

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** `body` is HTML already escaped by the caller; `footer` is plain text. */
export function brandedHtml(title: string, body: string, footer: string, width = 520): string {
  return `<!doctype html><html><body style="margin:0;background:#f7f2ea;font-family:Georgia,serif;color:#2b2118">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="${width}" cellpadding="0" cellspacing="0" style="background:#fffdf9;border:1px solid #e6d9c3;border-radius:12px">
<tr><td style="padding:28px 32px;border-bottom:1px solid #efe4d2;font-size:22px;letter-spacing:4px;color:#8a6a3b">LUMEN JEWELS</td></tr>
<tr><td style="padding:28px 32px;font-size:16px;line-height:1.6"><h1 style="font-size:22px;font-weight:normal;margin:0 0 16px">${title}</h1>${body}</td></tr>
<tr><td style="padding:20px 32px;font-size:12px;color:#7a6a58;border-top:1px solid #efe4d2">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
}
