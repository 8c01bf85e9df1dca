/** Open modals, in order: page scroll stays locked while any is open. */
const stack: symbol[] = [];

export function pushModal(): symbol {
  const id = Symbol('modal');
  stack.push(id);
  document.body.classList.add('scroll-locked');
  return id;
}

export function popModal(id: symbol): void {
  const i = stack.indexOf(id);
  if (i >= 0) stack.splice(i, 1);
  if (stack.length === 0) document.body.classList.remove('scroll-locked');
}

export function isTopModal(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}
