package eval

// str.maketrans (a static method), bytes.maketrans and bytearray.maketrans
// (static methods), and bytes.translate / bytearray.translate.
// str.translate is in str_methods.go.

func init() {
	StrType.Dict.Set("maketrans", &Builtin{name: "maketrans", qual: "str", fn: strMaketrans})
	for _, typ := range []*Type{BytesType, ByteArrayType} {
		typ.Dict.Set("maketrans", &Builtin{name: "maketrans", qual: typ.Name, fn: bytesMaketrans})
	}
	addMethods(BytesType, map[string]BuiltinFunc{"translate": bytesTranslate})
	addMethods(ByteArrayType, map[string]BuiltinFunc{"translate": bytesTranslate})
}

// strMaketrans is str.maketrans(x, y=..., z=..., /).
func strMaketrans(t *Thread, _ Value, args []Value, kw []string) (Value, error) {
	if err := strPosArgs("str", "maketrans", args, kw, 1, 3); err != nil {
		return nil, err
	}
	for i := 1; i < len(args); i++ {
		if _, ok := As[*Str](args[i]); !ok {
			return nil, Errorf(TypeErrorType, "maketrans() argument %d must be str, not %s", i+1, ArgTypeName(args[i]))
		}
	}
	out := NewDictT(t)
	if len(args) == 1 {
		d, ok := args[0].(*Dict)
		if !ok {
			return nil, Errorf(TypeErrorType, "if you give only one argument to maketrans it must be a dict")
		}
		var err error
		d.Range(func(k, v Value) bool {
			if err = t.Step(); err != nil {
				return false
			}
			switch key := k.(type) {
			case *Str:
				if key.Len() != 1 {
					err = Errorf(ValueErrorType, "string keys in translate table must be of length 1")
					return false
				}
				r, _ := decodeRune(key.s)
				err = out.SetItem(t, Int(r), v)
			case Int, Bool, *BigInt:
				var iv Value
				if iv, err = Index(t, key); err == nil {
					err = out.SetItem(t, iv, v)
				}
			default:
				err = Errorf(TypeErrorType, "keys in translate table must be strings or integers")
			}
			return err == nil
		})
		if err != nil {
			return nil, err
		}
		return out, nil
	}
	x, ok := As[*Str](args[0])
	if !ok {
		return nil, Errorf(TypeErrorType, "first maketrans argument must be a string if there is a second argument")
	}
	y, _ := As[*Str](args[1])
	if x.Len() != y.Len() {
		return nil, Errorf(ValueErrorType, "the first two maketrans arguments must have equal length")
	}
	xs, ys := x.s, y.s
	for len(xs) > 0 {
		a, n := decodeRune(xs)
		b, m := decodeRune(ys)
		xs, ys = xs[n:], ys[m:]
		if err := t.Step(); err != nil {
			return nil, err
		}
		if err := out.SetItem(t, Int(a), Int(b)); err != nil {
			return nil, err
		}
	}
	if len(args) == 3 {
		zs, _ := As[*Str](args[2])
		for z := zs.s; len(z) > 0; {
			c, n := decodeRune(z)
			z = z[n:]
			if err := t.Step(); err != nil {
				return nil, err
			}
			if err := out.SetItem(t, Int(c), None); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// bytesMaketrans is bytes.maketrans(frm, to, /).
func bytesMaketrans(t *Thread, _ Value, args []Value, kw []string) (Value, error) {
	if err := strPosArgs("bytes", "maketrans", args, kw, 2, 2); err != nil {
		return nil, err
	}
	frm, err := bytesArg(args[0])
	if err != nil {
		return nil, err
	}
	to, err := bytesArg(args[1])
	if err != nil {
		return nil, err
	}
	if len(frm) != len(to) {
		return nil, Errorf(ValueErrorType, "maketrans arguments must have same length")
	}
	var table [256]byte
	for i := range table {
		table[i] = byte(i)
	}
	for i := 0; i < len(frm); i++ {
		table[frm[i]] = to[i]
	}
	return BytesOf(t, table[:])
}

// bytesTranslate is bytes.translate(table, /, delete=b”) for bytes and
// bytearray.
func bytesTranslate(t *Thread, self Value, args []Value, kw []string) (Value, error) {
	var table Value
	var del Value = Bytes("")
	if err := UnpackArgs(t, "translate", args, kw, "table/", &table, "delete?", &del); err != nil {
		return nil, err
	}
	var tab string
	if table != None {
		var err error
		if tab, err = bytesArg(table); err != nil {
			return nil, err
		}
		if len(tab) != 256 {
			return nil, Errorf(ValueErrorType, "translation table must be 256 characters long")
		}
	}
	dl, err := bytesArg(del)
	if err != nil {
		return nil, err
	}
	src := selfView(self)
	if err := strWork(t, 2*len(src)); err != nil {
		return nil, err
	}
	var drop [256]bool
	for i := 0; i < len(dl); i++ {
		drop[dl[i]] = true
	}
	n := len(src)
	if dl != "" {
		for i := 0; i < len(src); i++ {
			if drop[src[i]] {
				n--
			}
		}
	}
	return bytesBuild(t, self, n, func(out []byte) {
		k := 0
		for i := 0; i < len(src); i++ {
			c := src[i]
			if drop[c] {
				continue
			}
			if tab != "" {
				c = tab[c]
			}
			out[k] = c
			k++
		}
	})
}
