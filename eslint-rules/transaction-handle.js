// Lint rule `sukoyaka/transaction-handle` (issue 22, decision 044): inside a transaction callback,
// every statement goes through the transaction's own handle.
//
// The embedded database (PGlite) has ONE connection. A transaction holds it until its callback
// returns; a query, job enqueue or access-log row sent through the outer handle from inside the
// callback waits for that connection, which waits for the callback: the request never answers and
// every later request of every school queues behind it. On PostgreSQL the same code takes a second
// pooled connection and deadlocks once the pool is busy. So, inside
//
//   X.transaction(async (tx) => …)      and      withAccessLog(X, request, async (tx) => …)
//
// the outer handle X (e.g. `db`, `app.db`, `this.db`, `t.db`) may not be used, nor `app.db`
// anywhere. Pass `tx` instead (the mail outbox takes it as its required first argument).

/** The outer handle a call opens a transaction on, and its callback; null when `node` is no transaction. */
function transactionOf(node) {
  const fn = (n) => n && (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression');
  const callee = node.callee;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.name === 'transaction' && fn(node.arguments[0])) {
    return { handle: callee.object, callback: node.arguments[0] };
  }
  if (callee.type === 'Identifier' && callee.name === 'withAccessLog' && fn(node.arguments[2])) {
    return { handle: node.arguments[0], callback: node.arguments[2] };
  }
  return null;
}

/** The variable an identifier refers to, looked up from the scope it is used in. */
function variableOf(sourceCode, identifier) {
  for (let scope = sourceCode.getScope(identifier); scope; scope = scope.upper) {
    const v = scope.set.get(identifier.name);
    if (v) return v;
  }
  return null;
}

/** The root identifier of a member chain (`app` of `app.db`, `t` of `t.handle.db`), or null (`this.db`). */
function rootOf(node) {
  let n = node;
  while (n.type === 'MemberExpression') n = n.object;
  return n.type === 'Identifier' ? n : null;
}

const within = (inner, outer) => inner.range[0] >= outer.range[0] && inner.range[1] <= outer.range[1];

/** @type {import('eslint').Rule.RuleModule} */
export const transactionHandle = {
  meta: {
    type: 'problem',
    docs: { description: 'Inside a transaction callback, use the transaction handle, never the outer database handle.' },
    messages: {
      outer:
        '`{{name}}` is the outer database handle: inside a transaction use the transaction ({{tx}}). On the embedded database a second handle waits forever (issue 22).',
    },
    schema: [],
  },
  create(context) {
    const sourceCode = context.sourceCode;
    const frames = [];

    /** Whether `node` (Identifier or MemberExpression) names the frame's outer handle. */
    function namesHandle(node, frame) {
      const h = frame.handle;
      if (h.type === 'Identifier' && node.type === 'Identifier') {
        return node.name === h.name && frame.variable !== null && variableOf(sourceCode, node) === frame.variable;
      }
      if (h.type === 'MemberExpression' && node.type === 'MemberExpression') {
        if (sourceCode.getText(node) !== frame.text) return false;
        const root = rootOf(node);
        return root === null ? frame.root === null : frame.root !== null && variableOf(sourceCode, root) === frame.rootVariable;
      }
      return false;
    }

    function check(node) {
      // Only references: not `x.db` property names, object keys or the callback's own parameters.
      const parent = node.parent;
      if (node.type === 'Identifier') {
        if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) return;
        if (parent.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand) return;
      }
      if (node.type === 'MemberExpression' && parent.type === 'MemberExpression' && parent.object !== node) return;
      for (const frame of frames) {
        if (!within(node, frame.callback.body)) continue;
        const isAppDb = node.type === 'MemberExpression' && sourceCode.getText(node) === 'app.db';
        if (isAppDb || namesHandle(node, frame)) {
          const tx = frame.callback.params[0] ? `\`${sourceCode.getText(frame.callback.params[0])}\`` : 'its parameter';
          context.report({ node, messageId: 'outer', data: { name: sourceCode.getText(node), tx } });
          return;
        }
      }
    }

    return {
      CallExpression(node) {
        const t = transactionOf(node);
        if (!t) return;
        const root = t.handle.type === 'MemberExpression' ? rootOf(t.handle) : null;
        frames.push({
          node,
          handle: t.handle,
          callback: t.callback,
          text: sourceCode.getText(t.handle),
          variable: t.handle.type === 'Identifier' ? variableOf(sourceCode, t.handle) : null,
          root,
          rootVariable: root ? variableOf(sourceCode, root) : null,
        });
      },
      'CallExpression:exit'(node) {
        if (frames.length && frames[frames.length - 1].node === node) frames.pop();
      },
      Identifier: check,
      MemberExpression: check,
    };
  },
};

export default { rules: { 'transaction-handle': transactionHandle } };
