const loading = new Map<string, Promise<void>>();

/**
 * Adds a provider's script (Google Identity Services, Sign in with Apple JS, Telegram widget) once and resolves
 * when it has run. Called only when that provider is configured, so nothing is fetched from a CDN otherwise.
 */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
