import { useEffect } from 'react';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (element === null) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * SEO: each public page names itself in the current language — the <title>, the meta
 * description and their Open Graph twins (the html `lang` follows the language picker already).
 */
export function usePageMeta({ title, description }: { title: string; description: string }): void {
  useEffect(() => {
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
  }, [title, description]);
}
