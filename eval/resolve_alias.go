package eval

import "github.com/pyinterp/pyinterp/resolve"

type resolveScope = *resolve.Scope

const bindingCell = resolve.Cell
