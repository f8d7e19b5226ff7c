// placeholder (replaced by the thin client)
export function activate(): void {}
export function deactivate(): void {}
