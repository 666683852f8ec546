package eval

import "github.com/pyinterp/pyinterp/ast"

// classDef compiles a class statement. Not built yet: raises
// NotImplementedError when reached.
func (c *compiler) classDef(s *ast.ClassDef) stmtFn {
	return c.unsupported("class definitions yet")
}
