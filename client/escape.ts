const MARKUP_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe for HTML and XML, element content and attribute values alike: the one escaping
 * helper for the markup we write as strings (JobPosting's description, the sitemap, the feeds).
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => MARKUP_ESCAPES[ch] ?? ch);
}
