package pyinterp

import (
	"encoding"
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"slices"

	"github.com/pyinterp/pyinterp/eval"
)

// Conversions of Python values to typed Go values: tool parameters and
// Get's destinations (see "Values" in the package doc).

var textUnmarshalerType = reflect.TypeFor[encoding.TextUnmarshaler]()

// fromPy converts a Python value to a Go value of type typ.
func fromPy(t *eval.Thread, v eval.Value, typ reflect.Type, depth int) (reflect.Value, error) {
	if depth > maxConvertDepth {
		return reflect.Value{}, eval.Errorf(eval.ValueErrorType, "value nested more than %d levels deep", maxConvertDepth)
	}
	// Each value converted is an operation of the run, and the Go memory
	// made for containers is charged to it: a list aliasing one big list
	// many times expands here, past the size the program paid for.
	if t != nil {
		if err := t.Step(); err != nil {
			return reflect.Value{}, err
		}
	}
	mismatch := func(want string) error {
		return eval.Errorf(eval.TypeErrorType, "must be %s, not %s", want, eval.TypeName(v))
	}
	if typ == valueType {
		return reflect.ValueOf(&v).Elem(), nil
	}
	if typ == opaqueType {
		return reflect.ValueOf((&toGoConv{t: t, opaque: true}).opaqueOf(v)), nil
	}
	if typ.Kind() == reflect.Interface && typ.NumMethod() == 0 {
		g, err := (&toGoConv{t: t}).toGo(v, depth)
		if err != nil {
			return reflect.Value{}, err
		}
		out := reflect.New(typ).Elem()
		if g != nil {
			out.Set(reflect.ValueOf(g))
		}
		return out, nil
	}
	if typ == bigIntType || typ.Kind() == reflect.Pointer && typ.Elem() == bigIntType {
		var b *big.Int
		switch x := v.(type) {
		case eval.Int:
			b = big.NewInt(int64(x))
		case eval.Bool:
			b = big.NewInt(0)
			if x {
				b.SetInt64(1)
			}
		case *eval.BigInt:
			var err error
			if b, err = eval.BigCopy(t, x.Big()); err != nil { // charged
				return reflect.Value{}, err
			}
		default:
			if v == eval.None && typ.Kind() == reflect.Pointer {
				return reflect.Zero(typ), nil
			}
			return reflect.Value{}, mismatch("int")
		}
		if typ.Kind() == reflect.Pointer {
			return reflect.ValueOf(b), nil
		}
		return reflect.ValueOf(*b), nil
	}
	if s, ok := v.(*eval.Str); ok && reflect.PointerTo(typ).Implements(textUnmarshalerType) && typ.Kind() != reflect.String {
		if err := chargeGo(t, len(s.String()), 1); err != nil {
			return reflect.Value{}, err
		}
		p := reflect.New(typ)
		if err := p.Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(s.String())); err != nil {
			return reflect.Value{}, eval.Errorf(eval.ValueErrorType, "%s", err.Error())
		}
		return p.Elem(), nil
	}
	out := reflect.New(typ).Elem()
	switch typ.Kind() {
	case reflect.Bool:
		b, ok := v.(eval.Bool)
		if !ok {
			return out, mismatch("bool")
		}
		out.SetBool(bool(b))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		var i int64
		switch x := v.(type) {
		case eval.Int:
			i = int64(x)
		case eval.Bool:
			if x {
				i = 1
			}
		case *eval.BigInt:
			return out, eval.Errorf(eval.OverflowErrorType, "Python int too large to convert to Go %s", typ)
		default:
			return out, mismatch("int")
		}
		if out.OverflowInt(i) {
			return out, eval.Errorf(eval.OverflowErrorType, "Python int too large to convert to Go %s", typ)
		}
		out.SetInt(i)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		var u uint64
		switch x := v.(type) {
		case eval.Int:
			if x < 0 {
				return out, eval.Errorf(eval.OverflowErrorType, "can't convert negative int to Go %s", typ)
			}
			u = uint64(x)
		case eval.Bool:
			if x {
				u = 1
			}
		case *eval.BigInt:
			if x.Big().Sign() < 0 {
				return out, eval.Errorf(eval.OverflowErrorType, "can't convert negative int to Go %s", typ)
			}
			if !x.Big().IsUint64() {
				return out, eval.Errorf(eval.OverflowErrorType, "Python int too large to convert to Go %s", typ)
			}
			u = x.Big().Uint64()
		default:
			return out, mismatch("int")
		}
		if out.OverflowUint(u) {
			return out, eval.Errorf(eval.OverflowErrorType, "Python int too large to convert to Go %s", typ)
		}
		out.SetUint(u)
	case reflect.Float32, reflect.Float64:
		var f float64
		switch x := v.(type) {
		case eval.Float:
			f = float64(x)
		case eval.Int:
			f = float64(x)
		case eval.Bool:
			if x {
				f = 1
			}
		case *eval.BigInt:
			var err error
			if f, err = eval.BigToFloat(x.Big()); err != nil {
				return out, err
			}
		default:
			return out, mismatch("float")
		}
		out.SetFloat(f)
	case reflect.Complex64, reflect.Complex128:
		switch x := v.(type) {
		case eval.Complex:
			out.SetComplex(complex128(x))
		case eval.Float:
			out.SetComplex(complex(float64(x), 0))
		case eval.Int:
			out.SetComplex(complex(float64(x), 0))
		default:
			return out, mismatch("complex")
		}
	case reflect.String:
		s, ok := v.(*eval.Str)
		if !ok {
			return out, mismatch("str")
		}
		out.SetString(s.String())
	case reflect.Pointer:
		if v == eval.None {
			return out, nil
		}
		e, err := fromPy(t, v, typ.Elem(), depth+1)
		if err != nil {
			return out, err
		}
		p := reflect.New(typ.Elem())
		p.Elem().Set(e)
		return p, nil
	case reflect.Slice, reflect.Array:
		if typ.Elem().Kind() == reflect.Uint8 && typ.Kind() == reflect.Slice {
			switch x := v.(type) {
			case eval.Bytes:
				if err := chargeGo(t, len(x), 1); err != nil {
					return out, err
				}
				out.SetBytes([]byte(string(x)))
				return out, nil
			case *eval.ByteArray:
				if err := chargeGo(t, len(x.Bytes()), 1); err != nil {
					return out, err
				}
				out.SetBytes(slices.Clone(x.Bytes()))
				return out, nil
			}
		}
		if v == eval.None && typ.Kind() == reflect.Slice {
			return out, nil
		}
		var elems []eval.Value
		switch x := v.(type) {
		case *eval.List:
			elems = x.Elems()
		case *eval.Tuple:
			elems = x.Elems()
		case *eval.Set:
			elems = x.Elems()
		default:
			return out, mismatch("a list")
		}
		if typ.Kind() == reflect.Array {
			if len(elems) != typ.Len() {
				return out, eval.Errorf(eval.ValueErrorType, "must have %d elements, not %d", typ.Len(), len(elems))
			}
		} else {
			if err := chargeGo(t, len(elems), typ.Elem().Size()); err != nil {
				return out, err
			}
			out = reflect.MakeSlice(typ, len(elems), len(elems))
		}
		for i, x := range elems {
			e, err := fromPy(t, x, typ.Elem(), depth+1)
			if err != nil {
				return out, indexed(fmt.Sprintf("[%d]", i), err)
			}
			out.Index(i).Set(e)
		}
	case reflect.Map:
		if v == eval.None {
			return out, nil
		}
		if typ.Elem() == emptyStructType {
			if s, ok := v.(*eval.Set); ok {
				out = reflect.MakeMapWithSize(typ, s.Len())
				for _, x := range s.Elems() {
					k, err := fromPy(t, x, typ.Key(), depth+1)
					if err != nil {
						return out, err
					}
					out.SetMapIndex(k, reflect.Zero(emptyStructType))
				}
				return out, nil
			}
		}
		d, ok := v.(*eval.Dict)
		if !ok {
			return out, mismatch("a dict")
		}
		if err := chargeGo(t, d.Len(), typ.Key().Size()+typ.Elem().Size()); err != nil {
			return out, err
		}
		out = reflect.MakeMapWithSize(typ, d.Len())
		var err error
		d.Range(func(k, x eval.Value) bool {
			var gk, gv reflect.Value
			if gk, err = fromPy(t, k, typ.Key(), depth+1); err != nil {
				return false
			}
			if gv, err = fromPy(t, x, typ.Elem(), depth+1); err != nil {
				//limiterr:ok names the key in the error being returned, which wins
				r, _ := eval.Repr(t, k)
				err = indexed("["+r+"]", err)
				return false
			}
			out.SetMapIndex(gk, gv)
			return true
		})
		return out, err
	case reflect.Struct:
		d, ok := v.(*eval.Dict)
		if !ok {
			return out, mismatch("a dict")
		}
		fields := jsonFields(typ)
		var err error
		d.Range(func(k, x eval.Value) bool {
			ks, ok := k.(*eval.Str)
			if !ok {
				err = eval.Errorf(eval.TypeErrorType, "keys must be str, not %s", eval.TypeName(k))
				return false
			}
			i := slices.IndexFunc(fields, func(f jsonField) bool { return f.name == ks.String() })
			if i < 0 {
				err = eval.Errorf(eval.TypeErrorType, "unexpected key '%s'", ks.String())
				return false
			}
			fv, ferr := settableField(out, fields[i].index)
			if ferr != nil {
				err = ferr
				return false
			}
			var gv reflect.Value
			if gv, err = fromPy(t, x, fv.Type(), depth+1); err != nil {
				err = indexed("['"+ks.String()+"']", err)
				return false
			}
			fv.Set(gv)
			return true
		})
		return out, err
	default:
		return out, eval.Errorf(eval.TypeErrorType, "cannot convert %s to Go %s", eval.TypeName(v), typ)
	}
	return out, nil
}

// chargeGo charges the run for n Go values of size bytes each made by a
// tool argument's conversion.
func chargeGo(t *eval.Thread, n int, size uintptr) error {
	if t == nil {
		return nil
	}
	return t.Charge(int64(n) * int64(max(size, 1)))
}

// settableField returns the field at index, allocating nil embedded
// pointers on the way.
func settableField(v reflect.Value, index []int) (reflect.Value, error) {
	for i, x := range index {
		if i > 0 && v.Kind() == reflect.Pointer {
			if v.IsNil() {
				if !v.CanSet() {
					return reflect.Value{}, eval.Errorf(eval.TypeErrorType, "cannot set field of unexported embedded struct")
				}
				v.Set(reflect.New(v.Type().Elem()))
			}
			v = v.Elem()
		}
		v = v.Field(x)
	}
	if !v.CanSet() {
		return reflect.Value{}, eval.Errorf(eval.TypeErrorType, "cannot set unexported field")
	}
	return v, nil
}

// indexed prefixes a conversion error's message with where it happened.
func indexed(where string, err error) error {
	var exc *eval.Exception
	if errors.As(err, &exc) {
		return eval.Errorf(exc.Type(), "%s: %s", where, exc.Message(nil))
	}
	return err
}
