package ast

// Inspect traverses the tree rooted at n in depth-first order, fields in
// CPython's order: it calls f(n); if f returns true, Inspect visits each
// child of n in turn.
func Inspect(n Node, f func(Node) bool) {
	if n == nil || !f(n) {
		return
	}
	walkChildren(n, func(c Node) { Inspect(c, f) })
}

// Children calls f for each direct child of n, in field order.
func Children(n Node, f func(Node)) { walkChildren(n, f) }
