package snapshot

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/pyinterp/pyinterp/eval"
)

// DecodeOptions configure Decode.
type DecodeOptions struct {
	// MaxBytes bounds the snapshot's size (default DefaultMaxBytes).
	MaxBytes int
}

// DefaultMaxBytes is the default bound of a snapshot's size.
const DefaultMaxBytes = 256 << 20

// maxNesting bounds the depth of immutable values built inside one
// another (tuples in tuples): the decoder builds them recursively.
const maxNesting = 5000

// recBytes is the memory charged per object record while decoding (the
// decoder's own table), beside the objects themselves.
const recBytes = 160

// rec is one record of the object table, read but not yet built.
type rec struct {
	tag   byte
	val   eval.Value     // scalars, and every object once made
	state byte           // 0 not made, 1 being made, 2 made
	iter  eval.IterState // tagIter, but Container
	// filled: the contents of a mutable object were filled (fill), or of
	// a hashed container or tuple (fillHashed).
	filled, hashed bool
	strs           [4]string
	ints           [6]int
	a, b           []int // element refs (tuple, list, set, dict keys, args, bases, defaults), dict values, keyword defaults, slots
	c              []int // closure cells
	names          []string
	attrs          []int // refs of names
}

type decoder struct {
	t     *eval.Thread
	env   *Env
	r     reader
	srcs  []source
	recs  []rec
	depth int
}

type source struct {
	kind     byte
	filename string // srcText
	text     []byte // srcText
	module   string // srcModule
	prog     *eval.Program
	globals  *eval.Globals
}

// Decode restores a namespace saved by Encode into env's interpreter,
// on t (the session's limits: the snapshot's size and every object
// rebuilt are charged to its memory). It does not bind the names: the
// caller does.
func Decode(t *eval.Thread, env *Env, data []byte, opts DecodeOptions) (Namespace, error) {
	max := opts.MaxBytes
	if max <= 0 {
		max = DefaultMaxBytes
	}
	if len(data) > max {
		return Namespace{}, formatErr("%d bytes is larger than the limit of %d", len(data), max)
	}
	// The decoded strings and bytes are at most the snapshot's size.
	if err := eval.Reserve(t, int64(len(data))); err != nil {
		return Namespace{}, err
	}
	d := &decoder{t: t, env: env, r: reader{p: data}}
	ns, err := d.decode()
	if err == nil {
		err = d.r.err
	}
	if err != nil {
		return Namespace{}, err
	}
	return ns, nil
}

func (d *decoder) decode() (Namespace, error) {
	r := &d.r
	if string(r.raw(len(Magic))) != Magic {
		return Namespace{}, formatErr("not a pyinterp snapshot")
	}
	if v := r.uvarint(); v != Version {
		return Namespace{}, formatErr("version %d, this pyinterp reads version %d", v, Version)
	}
	nsrc := r.count(2)
	if err := d.check(); err != nil {
		return Namespace{}, err
	}
	srcs, err := eval.Make[source](d.t, nsrc)
	if err != nil {
		return Namespace{}, err
	}
	d.srcs = srcs
	for i := range d.srcs {
		s := &d.srcs[i]
		s.kind = r.byte()
		switch s.kind {
		case srcText:
			s.filename = r.str()
			s.text = r.bytes()
		case srcModule:
			s.module = r.str()
		default:
			r.fail("unknown source kind %d", s.kind)
		}
	}
	n := r.count(1)
	if err := d.check(); err != nil {
		return Namespace{}, err
	}
	if err := eval.ReserveArray(d.t, int64(n), recBytes); err != nil {
		return Namespace{}, err
	}
	recs, err := eval.Make[rec](d.t, n)
	if err != nil {
		return Namespace{}, err
	}
	d.recs = recs
	for i := range d.recs {
		d.read(&d.recs[i])
		if err := d.check(); err != nil {
			return Namespace{}, err
		}
		if i%256 == 0 {
			if err := d.t.Work(256); err != nil {
				return Namespace{}, err
			}
		}
	}
	nroots := r.count(2)
	names, err := eval.Make[string](d.t, nroots)
	if err != nil {
		return Namespace{}, err
	}
	roots, err := eval.Make[int](d.t, nroots)
	if err != nil {
		return Namespace{}, err
	}
	for i := range names {
		names[i] = r.str()
		roots[i] = r.int(len(d.recs))
	}
	under := -1
	switch r.byte() {
	case 0:
	case 1:
		under = r.int(len(d.recs))
	default:
		r.fail("bad flag")
	}
	if r.err == nil && r.left() != 0 {
		r.fail("%d bytes after the end", r.left())
	}
	if err := d.check(); err != nil {
		return Namespace{}, err
	}

	// Make every object (shells for the mutable ones), fill them, then
	// fill the containers that hash their elements, once every object
	// they may hash is complete.
	for i := range d.recs {
		if _, err := d.get(i); err != nil {
			return Namespace{}, err
		}
	}
	for i := range d.recs {
		if err := d.fill(i); err != nil {
			return Namespace{}, err
		}
	}
	for i := range d.recs {
		if err := d.fillHashed(i, 0); err != nil {
			return Namespace{}, err
		}
	}
	ns := Namespace{Names: names}
	if ns.Values, err = eval.Make[eval.Value](d.t, nroots); err != nil {
		return Namespace{}, err
	}
	for i, ref := range roots {
		ns.Values[i] = d.recs[ref].val
	}
	if under >= 0 {
		ns.Underscore = d.recs[under].val
	}
	return ns, nil
}

func (d *decoder) check() error { return d.r.err }

// refs reads a list of references.
func (d *decoder) refs() []int {
	n := d.r.count(1)
	if d.r.err != nil || n == 0 {
		return nil
	}
	out, err := eval.Make[int](d.t, n)
	if err != nil {
		d.r.err = err
		return nil
	}
	for i := range out {
		out[i] = d.r.int(len(d.recs))
	}
	return out
}

// ref1 reads an optional reference: -1 for none.
func (d *decoder) ref1() int { return d.r.int(len(d.recs)+1) - 1 }

// attrs reads name/reference pairs.
func (d *decoder) attrs(x *rec) {
	n := d.r.count(2)
	if d.r.err != nil || n == 0 {
		return
	}
	var err error
	if x.names, err = eval.Make[string](d.t, n); err != nil {
		d.r.err = err
		return
	}
	if x.attrs, err = eval.Make[int](d.t, n); err != nil {
		d.r.err = err
		return
	}
	for i := range x.names {
		x.names[i] = d.r.str()
		x.attrs[i] = d.r.int(len(d.recs))
	}
}

// read reads one record.
func (d *decoder) read(x *rec) {
	r := &d.r
	x.tag = r.byte()
	switch x.tag {
	case tagNone:
		x.val = eval.None
	case tagTrue:
		x.val = eval.True
	case tagFalse:
		x.val = eval.False
	case tagEllipsis:
		x.val = eval.Ellipsis
	case tagNotImplemented:
		x.val = eval.NotImplemented
	case tagInt:
		x.val = eval.MakeInt(r.varint())
	case tagBigInt:
		neg := r.byte()
		mag := r.bytes()
		if r.err == nil {
			if neg > 1 {
				r.fail("bad sign")
				return
			}
			// Reserve charges the bytes and counts the work of filling
			// them: SetBytes and Neg are one linear pass each.
			if err := eval.Reserve(d.t, 2*int64(len(mag))+32); err != nil {
				r.err = err
				return
			}
			b := new(big.Int).SetBytes(mag) //allocpath:ok linear in the magnitude, charged just above
			if neg == 1 {
				b.Neg(b) //allocpath:ok as above
			}
			x.val = eval.MakeBigInt(b)
		}
	case tagFloat:
		x.val = eval.Float(r.float())
	case tagComplex:
		re := r.float()
		x.val = eval.Complex(complex(re, r.float()))
	case tagStr:
		s := r.bytes()
		if r.err == nil {
			x.val = eval.NewStr(string(s)) //allocpath:ok host side: decoding a snapshot the host restores
		}
	case tagBytes:
		x.val = eval.Bytes(r.bytes()) //allocpath:ok host side: decoding a snapshot the host restores
	case tagByteArray:
		p := r.bytes()
		if r.err == nil {
			b, err := eval.Make[byte](d.t, len(p))
			if err != nil {
				r.err = err
				return
			}
			copy(b, p)
			x.val = eval.NewByteArray(b)
		}
	case tagTuple, tagList, tagSet, tagFrozenSet:
		x.a = d.refs()
	case tagDict:
		n := r.count(2)
		if r.err != nil {
			return
		}
		var err error
		if x.a, err = eval.Make[int](d.t, n); err != nil {
			r.err = err
			return
		}
		if x.b, err = eval.Make[int](d.t, n); err != nil {
			r.err = err
			return
		}
		for i := 0; i < n; i++ {
			x.a[i] = r.int(len(d.recs))
			x.b[i] = r.int(len(d.recs))
		}
	case tagCell:
		x.ints[0] = d.ref1()
	case tagModule:
		x.strs[0] = r.str()
	case tagRef:
		x.strs[0], x.strs[1] = r.str(), r.str()
	case tagClass:
		x.ints[0] = d.ref1() // metaclass
		x.strs[0], x.strs[1], x.strs[2] = r.str(), r.str(), r.str()
		x.a = d.refs()       // bases
		x.ints[1] = d.ref1() // __slots__
		d.attrs(x)
	case tagInstance:
		x.ints[0] = r.int(len(d.recs)) // class
		x.ints[1] = d.ref1()           // builtin value
		n := r.count(1)
		if r.err != nil {
			return
		}
		var err error
		if x.b, err = eval.Make[int](d.t, n); err != nil {
			r.err = err
			return
		}
		for i := range x.b {
			x.b[i] = d.ref1()
		}
		d.attrs(x)
	case tagException:
		x.ints[0] = r.int(len(d.recs))
		x.a = d.refs()
		x.ints[1], x.ints[2] = d.ref1(), d.ref1()
		x.ints[3] = int(r.byte())
		x.ints[4] = d.ref1()
		d.attrs(x)
	case tagFunction:
		x.ints[0] = r.int(len(d.srcs))
		x.ints[1], x.ints[2] = int(r.uvarint()&0xffffffff), int(r.uvarint()&0xffffffff)
		x.strs[0], x.strs[1], x.strs[2], x.strs[3] = r.str(), r.str(), r.str(), r.str()
		x.a = d.refs() // defaults
		switch r.byte() {
		case 0:
			x.ints[3] = -1
		case 1:
			n := r.count(1)
			x.ints[3] = n
			if r.err != nil {
				return
			}
			kw, err := eval.Make[int](d.t, n)
			if err != nil {
				r.err = err
				return
			}
			for i := range kw {
				kw[i] = d.ref1()
			}
			x.b = kw
		default:
			r.fail("bad flag")
			return
		}
		x.c = d.refs()
		d.attrs(x)
		x.ints[4], x.ints[5] = d.ref1(), d.ref1()
	case tagBoundMethod:
		x.ints[0], x.ints[1] = r.int(len(d.recs)), r.int(len(d.recs))
	case tagGetAttr:
		x.ints[0] = r.int(len(d.recs))
		x.strs[0] = r.str()
	case tagCall:
		x.ints[0] = r.int(len(d.recs))
		x.a = d.refs()
	case tagIter:
		x.iter.Kind = int(r.uvarint() & 0xff)
		x.ints[0] = d.ref1()
		x.iter.Pos, x.iter.View = r.varint(), r.varint()
		switch r.byte() {
		case 0:
		case 1:
			x.iter.Reverse = true
		default:
			r.fail("bad flag")
		}
		x.iter.Size, x.iter.Left, x.iter.Cur, x.iter.Step = r.varint(), r.varint(), r.varint(), r.varint()
	default:
		r.fail("unknown record tag %d", x.tag)
	}
}

// get returns object i, making it if needed: scalars and references are
// complete, tuples are filled, mutable objects are empty shells.
func (d *decoder) get(i int) (eval.Value, error) {
	x := &d.recs[i]
	if x.state == 1 {
		return nil, formatErr("object %d is built from itself", i)
	}
	if x.val != nil {
		return x.val, nil
	}
	d.depth++
	defer func() { d.depth-- }()
	if d.depth > maxNesting {
		return nil, formatErr("objects nested deeper than %d", maxNesting)
	}
	x.state = 1
	v, err := d.make(x)
	if err != nil {
		return nil, err
	}
	x.val, x.state = v, 2
	return v, nil
}

func (d *decoder) gets(refs []int) ([]eval.Value, error) {
	out, err := eval.Make[eval.Value](d.t, len(refs))
	if err != nil {
		return nil, err
	}
	for i, r := range refs {
		if out[i], err = d.get(r); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// get1 is get for an optional reference (-1: nil).
func (d *decoder) get1(i int) (eval.Value, error) {
	if i < 0 {
		return nil, nil
	}
	return d.get(i)
}

func (d *decoder) getType(i int) (*eval.Type, error) {
	v, err := d.get(i)
	if err != nil {
		return nil, err
	}
	cls, ok := v.(*eval.Type)
	if !ok {
		return nil, formatErr("a class is a %s", v.Type().Name)
	}
	return cls, nil
}

func (d *decoder) make(x *rec) (eval.Value, error) {
	t := d.t
	switch x.tag {
	case tagTuple:
		elems, err := eval.TupleElems(t, len(x.a))
		if err != nil {
			return nil, err
		}
		tu := eval.NewTuple(elems)
		for i, r := range x.a {
			if elems[i], err = d.get(r); err != nil {
				return nil, err
			}
		}
		return tu, nil
	case tagList:
		return eval.NewListT(t, nil), nil
	case tagDict:
		return eval.NewDictT(t), nil
	case tagSet:
		return eval.NewSetT(t, false), nil
	case tagFrozenSet:
		return eval.NewSetT(t, true), nil
	case tagCell:
		return eval.NewCellCharged(t)
	case tagModule:
		return d.env.Interp.Import(t, x.strs[0])
	case tagRef:
		return d.lookup(x.strs[0], x.strs[1])
	case tagClass:
		return d.makeClass(x)
	case tagInstance:
		cls, err := d.getType(x.ints[0])
		if err != nil {
			return nil, err
		}
		return eval.NewInstanceShell(t, cls)
	case tagException:
		cls, err := d.getType(x.ints[0])
		if err != nil {
			return nil, err
		}
		return eval.NewExceptionShell(t, cls)
	case tagFunction:
		return eval.NewFunctionShell(t)
	case tagBoundMethod:
		return eval.NewBoundMethodCharged(t, nil, nil)
	case tagGetAttr:
		obj, err := d.get(x.ints[0])
		if err != nil {
			return nil, err
		}
		if obj.Type().IsUserClass() {
			return nil, formatErr("builtin method of a '%s' instance", obj.Type().Name)
		}
		return eval.GetAttr(t, obj, x.strs[0])
	case tagCall:
		fn, err := d.get(x.ints[0])
		if err != nil {
			return nil, err
		}
		switch fn {
		case eval.RangeType, eval.SliceType, eval.PropertyType, eval.ClassMethodType, eval.StaticMethodType:
		default:
			// Or a constructor of a module's Go type, named.
			if f := &d.recs[x.ints[0]]; f.tag != tagRef || !reducers[[2]string{f.strs[0], f.strs[1]}] {
				return nil, formatErr("values are not made by calling %s", fn.Type().Name)
			}
		}
		args, err := d.gets(x.a)
		if err != nil {
			return nil, err
		}
		// The call reads its arguments: they must be complete.
		for _, r := range x.a {
			if err := d.fill(r); err != nil {
				return nil, err
			}
			if err := d.fillHashed(r, d.depth); err != nil {
				return nil, err
			}
		}
		return eval.Call(t, fn, args, nil)
	case tagIter:
		st := x.iter
		if x.ints[0] >= 0 {
			c, err := d.get(x.ints[0])
			if err != nil {
				return nil, err
			}
			// The position is checked against the complete container.
			if err := d.fill(x.ints[0]); err != nil {
				return nil, err
			}
			if err := d.fillHashed(x.ints[0], d.depth); err != nil {
				return nil, err
			}
			st.Container = c
		}
		v, err := eval.RestoreIterator(t, st)
		if err != nil {
			return nil, formatErr("%v", err)
		}
		return v, nil
	}
	return nil, formatErr("record tag %d", x.tag)
}

// lookup finds module.path through the import and attribute policies.
func (d *decoder) lookup(module, path string) (eval.Value, error) {
	if !eval.QualifiedPath(path) || module == "" {
		return nil, formatErr("bad name %q.%q", module, path)
	}
	var cur eval.Value
	first := true
	for p := range strings.SplitSeq(path, ".") {
		if first && module == "builtins" {
			v, ok := d.env.Interp.Builtins.Get(p)
			if !ok {
				return nil, formatErr("no builtin %s", p)
			}
			cur, first = v, false
			continue
		}
		if first {
			m, err := d.env.Interp.Import(d.t, module)
			if err != nil {
				return nil, err
			}
			cur, first = m, false
		}
		v, err := eval.GetAttr(d.t, cur, p)
		if err != nil {
			if v = privateClassOrFunction(d.t, cur, p); v == nil {
				return nil, err
			}
		}
		cur = v
	}
	return cur, nil
}

// privateClassOrFunction returns the private module attribute name of m
// when it is a class or a function the module's Python source defined
// (the policy hides private module attributes, but code reaches such
// classes through their public neighbours: dataclasses' parameters, enum
// internals), nil otherwise: a Go helper stays out of reach.
func privateClassOrFunction(t *eval.Thread, m eval.Value, name string) eval.Value {
	mod, ok := m.(*eval.Module)
	if !ok || !strings.HasPrefix(name, "_") || mod.ModuleGlobals() == nil {
		return nil
	}
	v, ok, err := mod.Attr(t, name)
	if err != nil || !ok {
		return nil
	}
	switch x := v.(type) {
	case *eval.Type:
		if x.IsUserClass() {
			return x
		}
	case *eval.Function:
		if x.State().Globals == mod.ModuleGlobals() {
			return x
		}
	case *eval.Instance:
		if x.Type().IsUserClass() && x.Type().Module == mod.Name {
			return x
		}
	}
	return nil
}

func (d *decoder) makeClass(x *rec) (eval.Value, error) {
	st := eval.ClassState{Name: x.strs[0], QualName: x.strs[1], Module: x.strs[2]}
	if x.ints[0] >= 0 {
		meta, err := d.getType(x.ints[0])
		if err != nil {
			return nil, err
		}
		st.Meta = meta
	}
	bases, err := eval.Make[*eval.Type](d.t, len(x.a))
	if err != nil {
		return nil, err
	}
	for i, r := range x.a {
		if bases[i], err = d.getType(r); err != nil {
			return nil, err
		}
	}
	st.Bases = bases
	if st.Slots, err = d.get1(x.ints[1]); err != nil {
		return nil, err
	}
	if st.Slots != nil {
		// Slot names are read now: the container must be complete.
		if err := d.fill(x.ints[1]); err != nil {
			return nil, err
		}
	}
	return eval.RestoreClass(d.t, st)
}

// fill fills mutable object i (except the hashed containers).
func (d *decoder) fill(i int) error {
	x := &d.recs[i]
	if x.filled {
		return nil
	}
	x.filled = true
	t := d.t
	switch x.tag {
	case tagList:
		elems, err := d.gets(x.a)
		if err != nil {
			return err
		}
		l := x.val.(*eval.List)
		for _, v := range elems {
			if err := l.Append(t, v); err != nil {
				return err
			}
		}
	case tagCell:
		v, err := d.get1(x.ints[0])
		if err != nil {
			return err
		}
		x.val.(*eval.Cell).Set(v)
	case tagClass:
		vals, err := d.gets(x.attrs)
		if err != nil {
			return err
		}
		if err := eval.SetClassDict(t, x.val.(*eval.Type), x.names, vals); err != nil {
			return err
		}
	case tagInstance:
		st := eval.InstanceState{Attrs: x.names}
		if err := d.checkNames(x.val, x.names); err != nil {
			return err
		}
		var err error
		if st.Vals, err = d.gets(x.attrs); err != nil {
			return err
		}
		if st.Base, err = d.get1(x.ints[1]); err != nil {
			return err
		}
		if st.Slots, err = eval.Make[eval.Value](t, len(x.b)); err != nil {
			return err
		}
		for j, r := range x.b {
			if st.Slots[j], err = d.get1(r); err != nil {
				return err
			}
		}
		if err := x.val.(*eval.Instance).Restore(t, st); err != nil {
			return err
		}
	case tagException:
		return d.fillException(x)
	case tagFunction:
		return d.fillFunction(x)
	case tagBoundMethod:
		fn, err := d.get(x.ints[0])
		if err != nil {
			return err
		}
		self, err := d.get(x.ints[1])
		if err != nil {
			return err
		}
		switch fn.(type) {
		case *eval.Function, *eval.Builtin:
		default:
			if _, ok := fn.(*eval.Instance); !ok {
				return formatErr("a method of a %s", fn.Type().Name)
			}
		}
		x.val.(*eval.BoundMethod).SetParts(fn, self)
	}
	return nil
}

func (d *decoder) fillException(x *rec) error {
	e := x.val.(*eval.Exception)
	args, err := d.gets(x.a)
	if err != nil {
		return err
	}
	e.Args = args
	for k, dst := range []**eval.Exception{&e.Cause, &e.Context} {
		v, err := d.get1(x.ints[1+k])
		if err != nil {
			return err
		}
		if v == nil {
			continue
		}
		c, ok := v.(*eval.Exception)
		if !ok {
			return formatErr("an exception's cause or context is a %s", v.Type().Name)
		}
		*dst = c
	}
	e.SuppressContext = x.ints[3] != 0
	if e.Value, err = d.get1(x.ints[4]); err != nil {
		return err
	}
	if len(x.names) > 0 {
		vals, err := d.gets(x.attrs)
		if err != nil {
			return err
		}
		e.Dict = eval.NewStrDict()
		for j, n := range x.names {
			e.Dict.Set(n, vals[j])
		}
	}
	return nil
}

func (d *decoder) fillFunction(x *rec) error {
	src := &d.srcs[x.ints[0]]
	if src.prog == nil {
		if err := d.compile(src); err != nil {
			return err
		}
	}
	line, col, codeName := x.ints[1], x.ints[2], x.strs[0]
	code := src.prog.FindCode(line, col, codeName)
	if code == nil {
		return formatErr("no function %s at line %d column %d of its source", codeName, line, col)
	}
	st := eval.FunctionState{Code: code, Name: x.strs[1], QualName: x.strs[2], Module: x.strs[3], Globals: src.globals}
	var err error
	if st.Defaults, err = d.gets(x.a); err != nil {
		return err
	}
	nkw := x.ints[3]
	if nkw >= 0 {
		if st.KwDefaults, err = eval.Make[eval.Value](d.t, nkw); err != nil {
			return err
		}
		for j := 0; j < nkw; j++ {
			if st.KwDefaults[j], err = d.get1(x.b[j]); err != nil {
				return err
			}
		}
	}
	if st.Closure, err = eval.Make[*eval.Cell](d.t, len(x.c)); err != nil {
		return err
	}
	for j, r := range x.c {
		v, err := d.get(r)
		if err != nil {
			return err
		}
		c, ok := v.(*eval.Cell)
		if !ok {
			return formatErr("a closure holds a %s, not a cell", v.Type().Name)
		}
		st.Closure[j] = c
	}
	if len(x.names) > 0 {
		if err := d.checkNames(x.val, x.names); err != nil {
			return err
		}
		vals, err := d.gets(x.attrs)
		if err != nil {
			return err
		}
		st.Dict = eval.NewStrDict()
		for j, n := range x.names {
			st.Dict.Set(n, vals[j])
		}
	}
	if st.Doc, err = d.get1(x.ints[4]); err != nil {
		return err
	}
	if st.Annotations, err = d.get1(x.ints[5]); err != nil {
		return err
	}
	if st.Annotations != nil {
		if _, ok := st.Annotations.(*eval.Dict); !ok {
			return formatErr("__annotations__ is a %s", st.Annotations.Type().Name)
		}
	}
	return x.val.(*eval.Function).Restore(d.t, st)
}

// compile compiles a source of functions: session text by the session's
// compiler, a module's source by importing the module.
func (d *decoder) compile(s *source) error {
	switch s.kind {
	case srcText:
		prog, err := d.env.CompileMain(s.filename, s.text)
		if err != nil {
			return fmt.Errorf("%w: recompiling %s: %v", ErrFormat, s.filename, err)
		}
		s.prog, s.globals = prog, d.env.Globals
	case srcModule:
		v, err := d.env.Interp.Import(d.t, s.module)
		if err != nil {
			return err
		}
		m := v.(*eval.Module)
		if err := m.LoadAll(d.t); err != nil { // a lazily run module: all its functions
			return err
		}
		if m.ModuleProgram() == nil {
			return formatErr("module %s has no Python source", s.module)
		}
		s.prog, s.globals = m.ModuleProgram(), m.ModuleGlobals()
	}
	return nil
}

// fillHashed fills the dicts and sets, frozensets inside others first.
func (d *decoder) fillHashed(i, depth int) error {
	x := &d.recs[i]
	if x.hashed {
		return nil
	}
	x.hashed = true
	if depth > maxNesting {
		return formatErr("objects nested deeper than %d", maxNesting)
	}
	t := d.t
	switch x.tag {
	case tagTuple:
		// A tuple's frozensets hash before the tuple does.
		for _, r := range x.a {
			if err := d.fillHashed(r, depth+1); err != nil {
				return err
			}
		}
	case tagSet, tagFrozenSet:
		s := x.val.(*eval.Set)
		for _, r := range x.a {
			if err := d.fillHashed(r, depth+1); err != nil {
				return err
			}
			v, err := d.get(r)
			if err != nil {
				return err
			}
			if err := s.Add(t, v); err != nil {
				return err
			}
		}
	case tagDict:
		m := x.val.(*eval.Dict)
		for j, r := range x.a {
			if err := d.fillHashed(r, depth+1); err != nil {
				return err
			}
			k, err := d.get(r)
			if err != nil {
				return err
			}
			v, err := d.get(x.b[j])
			if err != nil {
				return err
			}
			if err := m.SetItem(t, k, v); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkNames asks the attribute policy about the attribute names of an
// object: a snapshot cannot give an object an attribute the code could
// not have set.
func (d *decoder) checkNames(obj eval.Value, names []string) error {
	if d.env.Interp.CheckAttr == nil {
		return nil
	}
	for _, n := range names {
		if err := d.env.Interp.CheckAttr(obj, n); err != nil {
			return err
		}
	}
	return nil
}

// reducers are the constructors of modules' Go types that snapshots call
// (eval.Reducer), by module and name: pure constructors of values.
var reducers = map[[2]string]bool{
	{"collections", "deque"}: true,
	{"re", "compile"}:        true,
}
