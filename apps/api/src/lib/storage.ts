import fs from 'node:fs';
import path from 'node:path';

/** Where uploaded files live. Keys are relative paths such as `uploads/avatars/ab/<id>.webp`. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Absolute directory served at `/uploads` when the store is the local disk. */
  readonly localRoot?: string;
}

export function createLocalStorage(dataDir: string): Storage {
  const root = path.join(dataDir);
  const resolve = (key: string) => {
    const target = path.resolve(root, key);
    if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error('invalid storage key');
    return target;
  };
  return {
    localRoot: path.join(root, 'uploads'),
    async put(key, body) {
      const target = resolve(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.promises.writeFile(temporary, body);
      await fs.promises.rename(temporary, target);
    },
    async delete(key) {
      await fs.promises.rm(resolve(key), { force: true });
    },
  };
}
