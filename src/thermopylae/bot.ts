export function chooseAction(): never { throw new Error("todo"); }
