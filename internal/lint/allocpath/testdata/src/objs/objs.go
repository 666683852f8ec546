// Package objs holds the cases of the rule on eval's uncharged
// constructors of program-visible objects.
package objs

import "github.com/pyinterp/pyinterp/eval"

const name = "constant"

func strs(t *eval.Thread, s string) {
	_ = eval.NewStr("a constant")
	_ = eval.NewStr(name)
	_ = eval.NewStr(s)       // want `eval.NewStr makes an object the program may keep`
	_ = eval.NewStr(s + "x") // want `eval.NewStr makes an object`
	_ = eval.NewStrT(t, s)
	_ = eval.NewStr(s) //allocpath:ok one per class statement, whose object is charged
}

func tuples(t *eval.Thread, a, b eval.Value, xs []eval.Value) {
	_ = eval.NewTuple(nil)
	_ = eval.NewTuple([]eval.Value{})
	_ = eval.NewTuple([]eval.Value{a, b}) // want `eval.NewTuple makes an object`
	_ = eval.NewTuple(xs)                 // want `eval.NewTuple makes an object`
	_ = eval.NewTupleT(t, []eval.Value{a, b})
	elems, _ := eval.TupleElems(t, 2)
	_ = eval.NewTuple(elems)
	_ = eval.NewTuple(elems[1:])
	mixed, _ := eval.TupleElems(t, 2)
	mixed = xs
	_ = eval.NewTuple(mixed) // want `eval.NewTuple makes an object`
}

func containers(xs []eval.Value) {
	_ = eval.NewList(nil) // want `eval.NewList makes an object`
	_ = eval.NewList(xs)  // want `eval.NewList makes an object`
	_ = eval.NewDict()    // want `eval.NewDict makes an object`
	// allocpath:ok without the directive's exact form waives nothing
	_ = eval.NewDict() // want `eval.NewDict makes an object`
}

//allocpath:ok a whole function waived: the module's attributes, made once per import
func waived(s string) {
	_ = eval.NewStr(s)
	_ = eval.NewDict()
}

func encode(s string) string { return s + s }

func bytesValues(t *eval.Thread, p []byte, s string, b *eval.Builder, ba *eval.ByteArray) {
	_ = eval.Bytes("constant")
	_ = eval.Bytes(p)          // want `eval.Bytes of a \[\]byte copies it uncharged`
	_ = eval.Bytes(string(p))  // want `eval.Bytes of a string made by Go code`
	_ = eval.Bytes(encode(s))  // want `eval.Bytes of a string made by Go code`
	_ = eval.Bytes(s + "x")    // want `eval.Bytes of a string made by Go code`
	_ = eval.Bytes(s)          // a parameter: made by the caller
	_ = eval.Bytes(s[1:])      // a substring shares its memory
	_ = eval.Bytes(b.String()) // eval's Builder: charged
	_, _ = eval.BytesOf(t, p)
	_ = eval.BytesOwned(p) // want `eval.BytesOwned of a buffer not made by the allocation path`
	buf, _ := eval.Make[byte](t, len(s))
	_ = eval.BytesOwned(buf[:1])
	out, _ := eval.MakeCap[byte](t, 0, len(s))
	out = append(out, s...)
	_ = eval.BytesOwned(out)
	mixed, _ := eval.Make[byte](t, 1)
	mixed = p
	_ = eval.BytesOwned(mixed) // want `eval.BytesOwned of a buffer not made`
	_ = eval.BytesOwned(b.Bytes())
	_ = eval.BytesOwned(ba.Bytes()) // want `eval.BytesOwned of a buffer not made`
	local := b.String()
	_ = eval.Bytes(local)
	made := encode(s)
	_ = eval.Bytes(made) // want `eval.Bytes of a string made by Go code`
	grown := s
	grown += "x"
	_ = eval.Bytes(grown) // want `eval.Bytes of a string made by Go code`
	_ = eval.Bytes(p)     //allocpath:ok one byte
}
