/** One package manager's command of an install block. */
export interface ManagerCommand {
  manager: string;
  command: string;
}

const MANAGERS = new Set(['npm', 'yarn', 'pnpm', 'bun']);

/**
 * An install block written as alternatives, one command per package manager between comment
 * lines (`npm install x`, `# or`, `yarn add x`): its commands, by manager; null for any other
 * block (a sequence of commands of one manager, or anything else), which stays one block.
 */
export function commandsByManager(code: string): ManagerCommand[] | null {
  const lines = code
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const commands = lines.filter((line) => !line.startsWith('#'));
  const managers = commands.map((command) => command.split(/\s+/)[0]);
  const alternatives =
    commands.length > 1 &&
    managers.every((manager) => MANAGERS.has(manager)) &&
    new Set(managers).size === managers.length;
  return alternatives ? commands.map((command, index) => ({ manager: managers[index], command })) : null;
}
