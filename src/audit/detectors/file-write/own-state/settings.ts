import { writeFileSync } from 'node:fs';

/** The program saves its own settings; the model is offered nothing that writes. */
export function saveSettings(path: string, settings: object): void {
  writeFileSync(path, JSON.stringify(settings, null, 2));
}
