package eval

import "github.com/pyinterp/pyinterp/ast"

// matchStmt compiles a match statement. Not built yet.
func (c *compiler) matchStmt(s *ast.Match) stmtFn {
	return c.unsupported("'match' statements yet")
}
