package ast

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/pyinterp/pyinterp/internal/pyrepr"
)

// Dump returns the text CPython 3.11's ast.dump(node) returns with its
// default arguments: fields annotated, no position attributes, optional
// fields that are None left out, empty lists shown as [].
//
// The PEP 695 field type_params (3.12) is shown only when it is not empty,
// so trees of 3.11 programs dump exactly as 3.11 dumps them.
func Dump(n Node) string {
	d := &dumper{}
	d.node(n)
	return d.b.String()
}

type dumper struct {
	b     strings.Builder
	first []bool // per open node: no field written yet
}

func (d *dumper) open(name string) {
	d.b.WriteString(name)
	d.b.WriteByte('(')
	d.first = append(d.first, true)
}

func (d *dumper) close() {
	d.first = d.first[:len(d.first)-1]
	d.b.WriteByte(')')
}

func (d *dumper) key(name string) {
	top := len(d.first) - 1
	if !d.first[top] {
		d.b.WriteString(", ")
	}
	d.first[top] = false
	d.b.WriteString(name)
	d.b.WriteByte('=')
}

func (d *dumper) node(n Node) {
	if n == nil {
		d.b.WriteString("None")
		return
	}
	dumpNode(d, n)
}

func (d *dumper) list(n int, item func(i int)) {
	d.b.WriteByte('[')
	for i := 0; i < n; i++ {
		if i > 0 {
			d.b.WriteString(", ")
		}
		item(i)
	}
	d.b.WriteByte(']')
}

func (d *dumper) str(s string)  { d.b.WriteString(pyrepr.Str(s)) }
func (d *dumper) int(i int)     { d.b.WriteString(strconv.Itoa(i)) }
func (d *dumper) enum(s string) { d.b.WriteString(s); d.b.WriteString("()") }

func (d *dumper) constant(v any) { d.b.WriteString(ConstantRepr(v)) }

func (d *dumper) unknown(n Node) { fmt.Fprintf(&d.b, "<unknown node %T>", n) }

// ConstantRepr returns Python's repr of a Constant's value.
func ConstantRepr(v any) string {
	switch v := v.(type) {
	case NoneType:
		return "None"
	case EllipsisType:
		return "Ellipsis"
	case bool:
		if v {
			return "True"
		}
		return "False"
	case int64:
		return strconv.FormatInt(v, 10)
	case *big.Int:
		return v.String()
	case float64:
		return pyrepr.Float(v)
	case complex128:
		return pyrepr.Complex(v)
	case string:
		return pyrepr.Str(v)
	case Bytes:
		return pyrepr.Bytes(string(v))
	}
	return fmt.Sprintf("<invalid constant %T>", v)
}
