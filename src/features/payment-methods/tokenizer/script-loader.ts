// Adds a <script> once per URL. A failed load is forgotten so that a retry
// really tries again.

export type ScriptLoader = (src: string) => Promise<void>;

const loaded = new Map<string, Promise<void>>();

export const loadScript: ScriptLoader = (src) => {
  const existing = loaded.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loaded.delete(src);
      reject(new Error(`No se pudo cargar ${src}`));
    };
    document.head.appendChild(script);
  });
  loaded.set(src, promise);
  return promise;
};
