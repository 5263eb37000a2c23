// Reads a picked file as a data URL (`data:image/png;base64,...`), the form the reward application sends.
export function readPictureAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string' && reader.result.startsWith('data:')) resolve(reader.result);
      else reject(new Error('unreadable picture'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable picture'));
    reader.onabort = () => reject(new Error('picture reading aborted'));
    reader.readAsDataURL(file);
  });
}
