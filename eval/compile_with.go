package eval

import "github.com/pyinterp/pyinterp/ast"

// withStmt compiles a with statement. Not built yet.
func (c *compiler) withStmt(s *ast.With) stmtFn {
	return c.unsupported("'with' statements yet")
}
