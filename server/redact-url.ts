/**
 * Every URL in a text cut to its scheme and host. A URL's user and password, its path (an n8n
 * webhook's path is its only secret) and its query never reach a log line or a lead's last error
 * (`npm run leads -- list`, the CSV export): an error message from fetch quotes the URL it was given.
 */
export function redactUrls(text: string): string {
  return text.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi, (match) => {
    // Punctuation closing a sentence is the text's, not the URL's.
    const [, address = match, trailing = ""] = /^(.*?)([.,:;)]*)$/.exec(match) ?? [];
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return `(URL)${trailing}`;
    }
    const rest = (url.pathname !== "/" && url.pathname !== "") || url.search || url.hash ? "/…" : "";
    return `${url.protocol}//${url.host}${rest}${trailing}`;
  });
}
